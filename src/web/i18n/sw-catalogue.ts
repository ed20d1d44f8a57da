import type { Messages } from '@lingui/core';

/**
 * Every Kiswahili catalogue of the web app (each feature's and src/web/locales'), compiled by
 * @lingui/vite-plugin at build time and merged into this one lazy chunk. A missing translation fails the
 * production build (failOnMissing in vite.config.ts).
 */
const catalogues = import.meta.glob<Messages>(['../features/*/locales/sw.po', '../locales/sw.po'], {
  eager: true,
  import: 'messages',
});

export const swMessages: Messages = Object.assign({}, ...Object.values(catalogues));
