import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every English catalogue of the web app has its Kiswahili twin, complete: each message there, translated (not
 * empty) and not left in English by accident. A text may stay the same only when nothing but names and codes
 * remains once those are taken out (add a product name or code here when one is really the same in Kiswahili).
 */
const sameInEveryLanguage = [
  'ABODE City',
  'ABODE',
  'CoopaRent',
  'M-Pesa',
  'Tuku Pay',
  'TukuPay',
  'KPLC',
  'KES',
  'KRA',
  'SMS',
  'PIN',
  'Google',
  'WhatsApp',
  'Airtel Money',
  'Visa',
  'Mastercard',
  'PDF',
  'OTP',
  'ID',
  'sqft',
];

type Catalogue = Map<string, string>;

/** The entries of a PO file, keyed by context and id (obsolete `#~` entries left out). */
function parsePo(text: string): Catalogue {
  const entries: Catalogue = new Map();
  let field: 'msgctxt' | 'msgid' | 'msgstr' | null = null;
  let current = { msgctxt: '', msgid: '', msgstr: '' };
  const flush = () => {
    if (current.msgid !== '') entries.set(`${current.msgctxt}\u0004${current.msgid}`, current.msgstr);
    current = { msgctxt: '', msgid: '', msgstr: '' };
  };
  for (const line of text.split('\n')) {
    const keyword = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line);
    if (keyword) {
      const name = keyword[1] as 'msgctxt' | 'msgid' | 'msgstr';
      if (name === 'msgctxt' || (name === 'msgid' && field !== 'msgctxt')) flush();
      field = name;
      current[name] = JSON.parse(keyword[2] as string) as string;
    } else if (line.startsWith('"') && field) {
      current[field] += JSON.parse(line) as string;
    } else if (line.trim() === '' || line.startsWith('#')) {
      field = line.startsWith('#') ? field : null;
    }
  }
  flush();
  return entries;
}

const onlyNamesAndCodes = (text: string) => {
  let rest = text.replace(/\{[^{}]*\}/g, ' ').replace(/<\/?\d+\/?>/g, ' ');
  for (const name of sameInEveryLanguage) rest = rest.split(name).join(' ');
  return !/\p{L}/u.test(rest);
};

/** What is wrong with a Kiswahili catalogue against its English one (empty when nothing is). */
function catalogueProblems(en: Catalogue, sw: Catalogue): string[] {
  const problems: string[] = [];
  for (const key of en.keys()) {
    const english = key.split('\u0004')[1] ?? key;
    const swahili = sw.get(key);
    if (swahili === undefined) problems.push(`missing in sw: "${english}"`);
    else if (swahili.trim() === '') problems.push(`empty in sw: "${english}"`);
    else if (swahili === english && !onlyNamesAndCodes(english))
      problems.push(`still English in sw: "${english}"`);
  }
  return problems;
}

const webRoot = path.resolve(import.meta.dirname, '..');
const englishCatalogues = (readdirSync(webRoot, { recursive: true }) as string[])
  .filter((file) => file.split(path.sep).slice(-2).join('/') === 'locales/en.po')
  .map((file) => path.join(webRoot, file));

describe('the Kiswahili catalogues', () => {
  it('exist for src/web and are found by this test', () => {
    expect(englishCatalogues).toContain(path.join(webRoot, 'locales', 'en.po'));
  });

  it.each(englishCatalogues.map((file) => [path.relative(webRoot, file), file]))(
    '%s: every message is in sw.po, translated',
    (_name, file) => {
      const en = parsePo(readFileSync(file, 'utf8'));
      const sw = parsePo(readFileSync(file.replace(/en\.po$/, 'sw.po'), 'utf8'));
      expect(catalogueProblems(en, sw)).toEqual([]);
    },
  );

  it('fail on a missing, empty or untranslated message, and let names through', () => {
    const en = parsePo(
      [
        'msgid "Pay Rent Now"',
        'msgstr "Pay Rent Now"',
        '',
        'msgid "Search"',
        'msgstr "Search"',
        '',
        'msgctxt "wallet"',
        'msgid "Balance"',
        'msgstr "Balance"',
        '',
        'msgid "ABODE"',
        'msgstr "ABODE"',
        '',
        'msgid "{amount} KES"',
        'msgstr "{amount} KES"',
        '',
        'msgid ""',
        '"Wallet "',
        '"Balance"',
        'msgstr ""',
      ].join('\n'),
    );
    const sw = parsePo(
      [
        'msgid "Pay Rent Now"',
        'msgstr "Lipa Kodi Sasa"',
        '',
        'msgid "Search"',
        'msgstr "Search"',
        '',
        'msgctxt "wallet"',
        'msgid "Balance"',
        'msgstr ""',
        '',
        'msgid "ABODE"',
        'msgstr "ABODE"',
        '',
        'msgid "{amount} KES"',
        'msgstr "{amount} KES"',
      ].join('\n'),
    );
    expect(catalogueProblems(en, sw)).toEqual([
      'still English in sw: "Search"',
      'empty in sw: "Balance"',
      'missing in sw: "Wallet Balance"',
    ]);
    sw.set('\u0004Search', 'Tafuta');
    sw.set('wallet\u0004Balance', 'Salio');
    sw.set('\u0004Wallet Balance', 'Salio la Pochi');
    expect(catalogueProblems(en, sw)).toEqual([]);
  });
});
