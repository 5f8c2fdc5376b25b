# Sourced by test.sh and bench.sh: install_missing PACKAGE... installs Debian packages (as root, or
# through sudo) in one apt run; nothing happens when no package is named.
install_missing() {
  [ $# -gt 0 ] || return 0
  echo "Installing $* from Debian's packages..."
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get update -qq && $sudo apt-get install -y -qq "$@"
}
