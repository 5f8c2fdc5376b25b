"use strict";
// The first administrator of the admin panel, from ADMIN_EMAIL and ADMIN_PASSWORD (cms/.env), so a
// fresh CMS needs no terminal prompt and nobody can claim the empty admin's registration page.
// Once any administrator exists this does nothing: editors change their password in the admin, and
// a later start neither fails on the old ADMIN_PASSWORD nor creates a second account. Once the
// administrator exists, its first password leaves cms/.env (`npm run cms` wrote it there).
const { readFileSync, renameSync, writeFileSync } = require("node:fs");
const { join } = require("node:path");

/** Strapi's own rules for admin passwords (admin/server validation), as one readable message; null when valid. */
function passwordProblem(password) {
  const problems = [];
  if (password.length < 8) problems.push("at least 8 characters");
  if (Buffer.byteLength(password, "utf8") > 72) problems.push("at most 72 bytes");
  if (!/[a-z]/.test(password)) problems.push("a lowercase letter");
  if (!/[A-Z]/.test(password)) problems.push("an uppercase letter");
  if (!/\d/.test(password)) problems.push("a digit");
  if (!problems.length) return null;
  const last = problems.pop();
  return `ADMIN_PASSWORD needs ${problems.length ? `${problems.join(", ")} and ${last}` : last}`;
}

/**
 * Removes the line ADMIN_PASSWORD=<password> from an env file (kept at mode 600, replaced in one
 * rename); true when it was there. Only the password this start used: another process's environment
 * (the tests') never edits a developer's cms/.env. A missing file is nothing to do.
 */
function removeAdminPassword(envFile, password) {
  let text;
  try {
    text = readFileSync(envFile, "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return false;
    throw error;
  }
  const lines = text.split("\n");
  const kept = lines.filter((line) => line.replace(/\r$/, "") !== `ADMIN_PASSWORD=${password}`);
  if (!password || kept.length === lines.length) return false;
  const temporary = `${envFile}.${process.pid}.tmp`;
  writeFileSync(temporary, kept.join("\n"), { mode: 0o600 });
  renameSync(temporary, envFile);
  return true;
}

async function ensureFirstAdmin(strapi) {
  await createFirstAdmin(strapi);
  if (!(await strapi.service("admin::user").exists())) return;
  const envFile = join(strapi.dirs.app.root, ".env");
  if (removeAdminPassword(envFile, process.env.ADMIN_PASSWORD)) {
    strapi.log.info(
      `Removed ADMIN_PASSWORD from ${envFile}: the administrator exists (a lost password: npm run cms:reset-password)`,
    );
  }
}

async function createFirstAdmin(strapi) {
  const users = strapi.service("admin::user");
  if (await users.exists()) return;
  const email = (process.env.ADMIN_EMAIL || "").trim();
  const password = process.env.ADMIN_PASSWORD || "";
  if (!email && !password) {
    strapi.log.warn(
      "No administrator yet and ADMIN_EMAIL/ADMIN_PASSWORD are unset: the first visitor of /admin can register one.",
    );
    return;
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new Error(`ADMIN_EMAIL must be an email address for the first administrator (got "${email}")`);
  }
  const problem = passwordProblem(password);
  if (problem) throw new Error(`${problem} (Strapi's rules for admin passwords)`);
  try {
    await users.createFirstAdmin({
      email: email.toLowerCase(),
      password,
      firstname: (process.env.ADMIN_FIRSTNAME || "").trim() || "Editor",
      lastname: (process.env.ADMIN_LASTNAME || "").trim() || undefined,
    });
  } catch (error) {
    // Another process sharing the database created one first: that is the outcome we want.
    if (await users.exists()) return;
    throw error;
  }
  strapi.log.info(`Created the first administrator ${email.toLowerCase()} from ADMIN_EMAIL and ADMIN_PASSWORD`);
}

module.exports = { ensureFirstAdmin, passwordProblem, removeAdminPassword };
