/**
 * Packages a server may never need, or needs only for one kind of call, loaded on their first use instead of at
 * boot (issue 23: first boot under 2 s, a restart under 1 s; ADR 0058). Each costs start-up time in every process
 * that imports it, measured on this machine: sharp (libvips, images on upload) about 150 ms, i18n-iso-countries with
 * its English names (sign-up, guests) about 70 ms, web-push (campaigns to browsers) about 40 ms, nodemailer (only
 * with SMTP_URL) about 30 ms. The first call that needs one waits for it once; every later call gets the same module.
 *
 * Kept at boot on purpose: pg, which drizzle's node-postgres driver imports at its top (a lazy pg would need the
 * driver and its migrator loaded lazily too, and openPostgres to become asynchronous for all its callers).
 */
import { createRequire } from 'node:module';
import type Countries from 'i18n-iso-countries';

/** `load` runs on the first call only; later calls return what it returned (a promise: the same promise). */
function onFirstUse<T>(load: () => T): () => T {
  let loaded: { value: T } | undefined;
  return () => (loaded ??= { value: load() }).value;
}

// CommonJS and JSON through require: synchronous, and the same under tsx, vitest and the esbuild bundle.
const require = createRequire(import.meta.url);

export const sharpModule = onFirstUse(() => import('sharp').then((module) => module.default));
export const webPushModule = onFirstUse(() => import('web-push').then((module) => module.default));
export const nodemailerModule = onFirstUse(() => import('nodemailer').then((module) => module.default));

/** i18n-iso-countries with its English names registered. */
export const countries = onFirstUse(() => {
  const module = require('i18n-iso-countries') as typeof Countries;
  module.registerLocale(require('i18n-iso-countries/langs/en.json') as Countries.LocaleData);
  return module;
});
