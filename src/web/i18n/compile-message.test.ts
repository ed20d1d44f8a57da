import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage as linguiCompileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { compileMessage } from './compile-message';

const webRoot = path.resolve(import.meta.dirname, '..');
const catalogueMessages = (readdirSync(webRoot, { recursive: true }) as string[])
  .filter((file) => /locales[/\\](en|sw)\.po$/.test(file))
  .flatMap((file) =>
    [...readFileSync(path.join(webRoot, file), 'utf8').matchAll(/^msg(?:id|str) (".+")$/gm)].map(
      (match) => JSON.parse(match[1]!) as string,
    ),
  );

const examples = [
  'Pay Rent Now',
  'Hello {name}!',
  '© {year} ABODE. All rights reserved.',
  '{count, plural, one {# home matches} other {# homes match}}',
  '{count, plural, =0 {No homes} one {# home} other {# homes}}',
  'Nyumba {count, plural, one {# inalingana} other {# zinalingana}} na utafutaji wako',
  'Read the <0>Terms of Service</0> and <1>Privacy Policy</1>.',
  '{role, select, tenant {Tenant {name}} landlord {Landlord} other {Someone}}',
  "It's {0} o'clock",
  "Type '{name}' with braces, and '' one apostrophe",
  "{count, plural, one {# (it'#'s one)} other {# left}}",
  '{n, number}',
  '{when, date, short}',
  '',
];

describe('the English message compiler', () => {
  it.each(examples)('compiles %j as Lingui does', (message) => {
    expect(compileMessage(message)).toEqual(linguiCompileMessage(message));
  });

  it(`compiles all ${catalogueMessages.length} messages of the app's catalogues as Lingui does`, () => {
    for (const message of catalogueMessages) {
      expect([message, compileMessage(message)]).toEqual([message, linguiCompileMessage(message)]);
    }
  });
});
