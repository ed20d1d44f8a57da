import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as LinguiCore from '@lingui/core';
import type { Plugin } from 'vite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { linguiNumberStart, linguiWholeNumbers } from '../vite.lingui-numbers';

/**
 * The build's rewrite of @lingui/core's number formatter (vite.lingui-numbers.ts), run on the installed
 * Lingui: plurals of whole numbers no longer build an Intl.NumberFormat, and say the same as before.
 */
const require = createRequire(import.meta.url);
const linguiFile = path.join(path.dirname(require.resolve('@lingui/core/package.json')), 'dist/index.mjs');
// Beside node_modules' packages, so the rewritten module's own imports resolve.
const folder = path.resolve('node_modules/.abode-test-lingui');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

type Transform = (
  this: { error: (message: string) => never },
  code: string,
  id: string,
) => { code: string } | null;
const transform = (linguiWholeNumbers() as Plugin & { transform: Transform }).transform;
const failing = {
  error: (message: string): never => {
    throw new Error(message);
  },
};

async function rewrittenLingui() {
  const rewritten = transform.call(failing, readFileSync(linguiFile, 'utf8'), linguiFile);
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `lingui-core-${Date.now()}.mjs`);
  writeFileSync(file, rewritten!.code);
  return (await import(pathToFileURL(file).href)) as typeof LinguiCore;
}

describe('linguiWholeNumbers', () => {
  it("rewrites only @lingui/core's module, and fails the build when its formatter is gone", () => {
    expect(transform.call(failing, linguiNumberStart, '/x/node_modules/other/dist/index.mjs')).toBeNull();
    expect(() => transform.call(failing, 'function other() {}', linguiFile)).toThrow(/no longer has/);
  });

  it('says plurals of whole numbers as Intl does, without building an Intl.NumberFormat', async () => {
    const { setupI18n } = await rewrittenLingui();
    for (const locale of ['en', 'sw']) {
      const i18n = setupI18n({
        locale,
        locales: [locale === 'en' ? 'en-KE' : 'sw-KE'],
        messages: { [locale]: {} },
      });
      const numberFormat = vi.spyOn(Intl, 'NumberFormat');
      const said = [0, 1, 2, 1_234, 25_000, 1_500_000].map((count) =>
        i18n._({ id: 'homes', message: '{count, plural, one {# home} other {# homes}}', values: { count } }),
      );
      expect(numberFormat).not.toHaveBeenCalled();
      numberFormat.mockRestore();
      expect(said).toEqual([
        '0 homes',
        '1 home',
        '2 homes',
        '1,234 homes',
        '25,000 homes',
        '1,500,000 homes',
      ]);
      // A number with a format, or a fraction, still goes to Intl.
      expect(i18n._({ id: 'share', message: '{n, number, percent}', values: { n: 0.25 } })).toBe('25%');
      expect(i18n._({ id: 'half', message: '{n, plural, other {# left}}', values: { n: 1.5 } })).toBe(
        '1.5 left',
      );
    }
  });
});
