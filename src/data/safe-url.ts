// The addresses content may put into an href: a secure web address, an email or phone link, or a
// path of this site. Anything else (javascript:, data:, http:, a protocol-relative //host, a typo
// such as "htps://...") is refused, so an editor's mistake never becomes a link on the site.
const SAFE_URL = /^(https:\/\/[a-z0-9.-]+\.[a-z]{2,}(?::\d+)?(?:[/?#]\S*)?|mailto:[^\s@]+@[^\s@]+|tel:\+?[0-9][0-9 ().-]*|\/(?!\/)\S*)$/i;

export function isSafeUrl(value: string): boolean {
  return SAFE_URL.test(value);
}

export const SAFE_URL_RULE = "an https: address, a mailto: or tel: link, or a path of this site starting with /";
