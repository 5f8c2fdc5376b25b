"use strict";
// Dates as the site writes them ("12 March 2025", in Indonesian "12 Maret 2025") and as Strapi
// stores them ("2025-03-12"): the seed converts one way, the site's CMS mapping the other. Content
// files write them in English. Plain CommonJS, shared with cms/.

/** @type {Record<import("./locales").Locale, string[]>} */
const MONTHS_IN = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  id: [
    "Januari",
    "Februari",
    "Maret",
    "April",
    "Mei",
    "Juni",
    "Juli",
    "Agustus",
    "September",
    "Oktober",
    "November",
    "Desember",
  ],
};
const MONTHS = MONTHS_IN.en;

const daysIn = (year, month) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * "12 March 2025" -> "2025-03-12"; undefined for anything else (a wrong date is never guessed).
 * @param {unknown} value @returns {string | undefined}
 */
function isoDate(value) {
  const match = typeof value === "string" ? /^\s*(\d{1,2})\s+([A-Za-z]+)\s+(\d{4})\s*$/.exec(value) : null;
  if (!match) return undefined;
  const month = MONTHS.findIndex((name) => name.toLowerCase() === match[2].toLowerCase()) + 1;
  const day = Number(match[1]);
  const year = Number(match[3]);
  if (month === 0 || day < 1 || day > daysIn(year, month)) return undefined;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * "2025-03-12" -> "12 March 2025" (in Indonesian "12 Maret 2025"); undefined for anything else.
 * @param {unknown} value @param {import("./locales").Locale} [locale] @returns {string | undefined}
 */
function siteDate(value, locale = "en") {
  const match = typeof value === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number);
  if (!MONTHS[month - 1] || day < 1 || day > daysIn(year, month)) return undefined;
  return `${day} ${MONTHS_IN[locale][month - 1]} ${year}`;
}

module.exports = { isoDate, siteDate };
