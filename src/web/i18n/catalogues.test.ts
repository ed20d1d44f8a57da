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

/**
 * The Kiswahili chunk merges every catalogue, keyed by Lingui's id (the English and its context): the same id
 * with two wordings would show whichever loaded last. One line per id translated differently, naming the
 * catalogues (empty when all agree). Give a usage that needs its own wording a context instead.
 */
function sharedIdConflicts(catalogues: ReadonlyMap<string, Catalogue>): string[] {
  const wordings = new Map<string, Map<string, string>>();
  for (const [name, catalogue] of catalogues) {
    for (const [key, swahili] of catalogue) {
      const byCatalogue = wordings.get(key) ?? new Map<string, string>();
      byCatalogue.set(name, swahili);
      wordings.set(key, byCatalogue);
    }
  }
  const conflicts: string[] = [];
  for (const [key, byCatalogue] of wordings) {
    if (new Set(byCatalogue.values()).size < 2) continue;
    const [context, english] = key.split('\u0004');
    const where = [...byCatalogue].map(([name, swahili]) => `${name}: "${swahili}"`).join(', ');
    conflicts.push(`"${english}"${context ? ` (context "${context}")` : ''} differs: ${where}`);
  }
  return conflicts;
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

  it('give each shared id the same Kiswahili in every catalogue', () => {
    const swahili = new Map(
      englishCatalogues.map((file) => [
        path.relative(webRoot, path.dirname(path.dirname(file))) || 'src/web',
        parsePo(readFileSync(file.replace(/en\.po$/, 'sw.po'), 'utf8')),
      ]),
    );
    expect(sharedIdConflicts(swahili)).toEqual([]);
  });

  it('fail on an id worded two ways in two catalogues, and let a context tell them apart', () => {
    const applications = parsePo(
      [
        'msgid "Declined"',
        'msgstr "Limekataliwa"',
        '',
        'msgid "Pay Rent Now"',
        'msgstr "Lipa Kodi Sasa"',
      ].join('\n'),
    );
    const services = parsePo(
      [
        'msgid "Declined"',
        'msgstr "Imekataliwa"',
        '',
        'msgid "Pay Rent Now"',
        'msgstr "Lipa Kodi Sasa"',
      ].join('\n'),
    );
    const catalogues = new Map([
      ['features/rental-applications', applications],
      ['features/home-services', services],
    ]);
    expect(sharedIdConflicts(catalogues)).toEqual([
      '"Declined" differs: features/rental-applications: "Limekataliwa", features/home-services: "Imekataliwa"',
    ]);
    services.delete('\u0004Declined');
    services.set('service request\u0004Declined', 'Imekataliwa');
    expect(sharedIdConflicts(catalogues)).toEqual([]);
  });
});
