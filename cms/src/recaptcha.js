"use strict";
// reCAPTCHA v3, verified by the CMS (the browser's token proves nothing until Google's siteverify has
// seen it): the token must be valid, given for this form's action, on one of the site's hostnames, and
// score at least RECAPTCHA_MIN_SCORE (0.5 by default; 1.0 is surely a person, 0.0 surely a bot).
// RECAPTCHA_SECRET is the secret key of the site key the pages use (cms.env); without it every send is
// refused, never waved through. RECAPTCHA_VERIFY_URL is for tests (a local stand-in of siteverify).

const DEFAULT_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";
const DEFAULT_MIN_SCORE = 0.5;

/**
 * @param {{ token: string, action: string, remoteIp?: string, hostnames: string[] }} send
 * @returns {Promise<{ ok: true } | { ok: false, reason: string, status?: number }>}
 */
async function verifyRecaptcha({ token, action, remoteIp, hostnames }, env = process.env) {
  if (!env.RECAPTCHA_SECRET) return { ok: false, status: 503, reason: "this server has no RECAPTCHA_SECRET" };
  if (!token) return { ok: false, reason: "no token" };
  const minScore = env.RECAPTCHA_MIN_SCORE ? Number(env.RECAPTCHA_MIN_SCORE) : DEFAULT_MIN_SCORE;
  let answer;
  try {
    const response = await fetch(env.RECAPTCHA_VERIFY_URL || DEFAULT_VERIFY_URL, {
      method: "POST",
      body: new URLSearchParams({
        secret: env.RECAPTCHA_SECRET,
        response: token,
        ...(remoteIp ? { remoteip: remoteIp } : {}),
      }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return { ok: false, status: 503, reason: `siteverify answered ${response.status}` };
    answer = await response.json();
  } catch (error) {
    return { ok: false, status: 503, reason: `siteverify could not be reached (${error.message})` };
  }
  if (answer.success !== true)
    return { ok: false, reason: `token not valid (${(answer["error-codes"] ?? []).join(", ") || "no reason given"})` };
  if (answer.action !== action)
    return { ok: false, reason: `token given for action "${answer.action}", not "${action}"` };
  if (!hostnames.includes(answer.hostname))
    return { ok: false, reason: `token given on ${answer.hostname}, not the site` };
  if (!(Number(answer.score) >= minScore)) return { ok: false, reason: `score ${answer.score} is below ${minScore}` };
  return { ok: true };
}

module.exports = { verifyRecaptcha, DEFAULT_MIN_SCORE };
