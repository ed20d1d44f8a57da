import type { I18n } from '@lingui/core';

type CompiledMessage = ReturnType<Parameters<I18n['setMessagesCompiler']>[0]>;

type Part = CompiledMessage[number];

/**
 * The ICU compiler for the English texts kept in the code (docs/adr/0012): `{name}`, `{n, plural, …}` with
 * `#`, `{x, select, …}`, `{n, number}` and ICU apostrophe quoting, written as Lingui's compiled form. A few
 * hundred bytes instead of Lingui's 7 KB parser; src/web/i18n/compile-message.test.ts holds it to Lingui's own
 * output for every message of the app's catalogues.
 */
export function compileMessage(message: string): CompiledMessage {
  let at = 0;
  const skipSpace = () => {
    while (/\s/.test(message[at] ?? '')) at += 1;
  };
  const readUntil = (stops: string) => {
    const start = at;
    while (at < message.length && !stops.includes(message[at]!)) at += 1;
    return message.slice(start, at).trim();
  };

  function text(inPlural: boolean, nested: boolean): Part[] {
    const parts: Part[] = [];
    let run = '';
    const flush = () => {
      if (run) parts.push(run);
      run = '';
    };
    while (at < message.length) {
      const char = message[at]!;
      const next = message[at + 1];
      if (char === "'" && next === "'") {
        run += "'";
        at += 2;
      } else if (char === "'" && (next === '{' || next === '}' || (inPlural && next === '#'))) {
        at += 1;
        while (at < message.length) {
          if (message[at] === "'" && message[at + 1] === "'") {
            run += "'";
            at += 2;
          } else if (message[at] === "'") {
            at += 1;
            break;
          } else {
            run += message[at];
            at += 1;
          }
        }
      } else if (char === '{') {
        flush();
        parts.push(argument(inPlural));
      } else if (char === '}' && nested) {
        break;
      } else if (char === '#' && inPlural) {
        flush();
        parts.push('#');
        at += 1;
      } else {
        run += char;
        at += 1;
      }
    }
    flush();
    return parts;
  }

  function argument(inPlural: boolean): Part {
    at += 1;
    const name = readUntil(',}');
    if (message[at] === '}') {
      at += 1;
      return [name];
    }
    at += 1;
    const type = readUntil(',}');
    if (message[at] === '}') {
      at += 1;
      return [name, type];
    }
    at += 1;
    if (type === 'plural' || type === 'selectordinal' || type === 'select') {
      const cases: Record<string, Part[]> = {};
      for (;;) {
        skipSpace();
        if (at >= message.length || message[at] === '}') break;
        const key = readUntil('{ \n\t').replace(/^=/, '');
        skipSpace();
        at += 1;
        cases[key] = text(type !== 'select' || inPlural, true);
        at += 1;
      }
      at += 1;
      return [name, type, cases] as Part;
    }
    const style = readUntil('}');
    at += 1;
    return [name, type, style] as Part;
  }

  return text(false, false);
}
