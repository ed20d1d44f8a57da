import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The web app's texts in the language a test runs in: the English message (the catalogues' msgid) or its
 * Kiswahili from the sw.po catalogues (src/web/locales and every feature's), so one list of buttons opens the
 * same dialogs in both languages.
 */

export type UiLanguage = 'en' | 'sw';

let kiswahili: Map<string, string> | undefined;

function unquote(line: string): string {
  const body = line.slice(line.indexOf('"') + 1, line.lastIndexOf('"'));
  return body.replace(/\\(["\\n])/g, (_, c: string) => (c === 'n' ? '\n' : c));
}

function parsePo(text: string, into: Map<string, string>) {
  let id: string | undefined;
  let str: string | undefined;
  let field: 'id' | 'str' | undefined;
  const flush = () => {
    if (id && str) into.set(id, str);
    id = undefined;
    str = undefined;
    field = undefined;
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) {
      flush();
      id = unquote(line);
      field = 'id';
    } else if (line.startsWith('msgstr ')) {
      str = unquote(line);
      field = 'str';
    } else if (line.startsWith('"') && field) {
      if (field === 'id') id = (id ?? '') + unquote(line);
      else str = (str ?? '') + unquote(line);
    } else if (line.trim() === '' || line.startsWith('#~')) {
      flush();
    }
  }
  flush();
}

function catalogue(): Map<string, string> {
  if (kiswahili) return kiswahili;
  kiswahili = new Map();
  const web = path.resolve('src/web');
  const files = [path.join(web, 'locales/sw.po')];
  for (const feature of readdirSync(path.join(web, 'features')))
    files.push(path.join(web, 'features', feature, 'locales/sw.po'));
  for (const file of files) if (existsSync(file)) parsePo(readFileSync(file, 'utf8'), kiswahili);
  return kiswahili;
}

/** The message in the language (the English when it has no Kiswahili yet). */
export function uiText(language: UiLanguage, english: string): string {
  return language === 'sw' ? (catalogue().get(english) ?? english) : english;
}

/** A pattern for the whole message in the language; each `{placeholder}` matches any text. */
export function uiTextPattern(language: UiLanguage, english: string): RegExp {
  const source = uiText(language, english)
    .split(/\{[a-zA-Z0-9_]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+');
  return new RegExp(`^${source}$`);
}
