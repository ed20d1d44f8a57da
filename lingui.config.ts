import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Kiswahili and English (docs/i18n.md, docs/adr/0012-kiswahili-and-english-with-lingui.md). English is the
 * source: the texts stay in the code word for word; each feature keeps its own catalogue beside its code, and
 * src/web/locales holds the rest of the web app (app, components, lib, i18n).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'sw'],
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/web/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/web/features/{name}/'],
    },
    {
      path: '<rootDir>/src/web/locales/{locale}',
      include: ['<rootDir>/src/web/'],
      exclude: ['<rootDir>/src/web/features/**', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
});
