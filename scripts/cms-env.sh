# Sourced by cms.sh: write_cms_env FILE writes the CMS's secrets into FILE (cms/.env) when it is
# missing, and the first administrator's login when FILE has none. Files are created under umask 077
# (mode 600 from the moment they exist: they hold Strapi's keys and tokens) and nothing secret is
# printed. ADMIN_PASSWORD stays in the file only until the CMS has that administrator
# (cms/src/first-admin.js removes it).
cms_random() { node -e "process.stdout.write(require('node:crypto').randomBytes($1).toString('$2'))"; }
cms_admin_password() {
  # Strapi's admin rules: 8+ characters, a lowercase and an uppercase letter, a digit.
  node -e 'const c=require("node:crypto");let p;do{p=c.randomBytes(18).toString("base64url")}while(!/[a-z]/.test(p)||!/[A-Z]/.test(p)||!/\d/.test(p));process.stdout.write(p)'
}
# Asks for the first administrator's password on the terminal (hidden, twice) until Strapi's rules hold.
cms_ask_password() {
  local password again problem
  while true; do
    read -r -s -p "Choose a password for the first administrator $1: " password < /dev/tty && echo > /dev/tty
    problem=$(node -e 'const p=require(process.argv[1]).passwordProblem(process.argv[2]);if(p)process.stdout.write(p)' "$PWD/cms/src/first-admin.js" "$password")
    if [ -n "$problem" ]; then echo "${problem#ADMIN_PASSWORD }, try again" > /dev/tty; continue; fi
    read -r -s -p "The same password again: " again < /dev/tty && echo > /dev/tty
    [ "$password" = "$again" ] && break
    echo "The two passwords differ, try again" > /dev/tty
  done
  printf '%s' "$password"
}
write_cms_env() {
  local file=$1
  (
    umask 077
    if [ ! -f "$file" ]; then
      cat > "$file" <<ENV
APP_KEYS=$(cms_random 24 base64url),$(cms_random 24 base64url)
ADMIN_JWT_SECRET=$(cms_random 24 base64url)
API_TOKEN_SALT=$(cms_random 24 base64url)
TRANSFER_TOKEN_SALT=$(cms_random 24 base64url)
ENCRYPTION_KEY=$(cms_random 24 base64url)
# The site's build token: give the same value to the site's build as STRAPI_TOKEN.
BUILD_API_TOKEN=$(cms_random 32 hex)
# The preview's build token (it reads drafts; the one above may not): PREVIEW_STRAPI_TOKEN of deploy/preview.sh.
PREVIEW_API_TOKEN=$(cms_random 32 hex)
# Publish to build (see cms/README.md): BUILD_HOOK_URL=  BUILD_HOOK_SECRET=  BUILD_HOOK_HEADER=
ENV
      echo "Wrote $file (mode 600) with fresh secrets. Build the site from this CMS with:"
      echo "  STRAPI_API_URL=http://127.0.0.1:${PORT:-1337} STRAPI_TOKEN=\$(sed -n 's/^BUILD_API_TOKEN=//p' $file) npm run build"
    fi
    # The first administrator (cms/src/first-admin.js): created on a start when the CMS has none.
    if ! grep -q '^ADMIN_EMAIL=' "$file"; then
      local email="${ADMIN_EMAIL:-hello@nusakode.id}" password="${ADMIN_PASSWORD:-}" how="the password you chose"
      if [ -z "$password" ] && [ -t 0 ] && { : < /dev/tty; } 2> /dev/null; then
        password=$(cms_ask_password "$email")
      elif [ -z "$password" ]; then
        password=$(cms_admin_password)
        how="a generated password nobody has seen: set yours with \`npm run cms:reset-password\`"
      else
        how="ADMIN_PASSWORD"
      fi
      cat >> "$file" <<ENV
# The first administrator, created when the CMS has none; the CMS then removes ADMIN_PASSWORD from this file.
ADMIN_EMAIL=$email
ADMIN_PASSWORD=$password
ENV
      echo "The first administrator: $email, with $how."
    fi
  )
}
