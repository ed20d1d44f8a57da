import { bankDepositMessages as m } from '@common/payments/bank-deposit-contracts';
import { AppError } from '../../lib/app-error';

/** One statement line that reads as a deposit. */
export interface StatementLine {
  line: number;
  date: string;
  narrative: string;
  amount: number;
  bankTransactionId: string;
}

export interface ParsedStatement {
  lines: StatementLine[];
  /** Lines whose values are not a deposit, with the line number (1 is the header) and why. */
  refused: Array<{ line: number; reason: string }>;
  /** Rows that are not empty, after the header. */
  count: number;
}

export const maxStatementLines = 5000;

/** Header names banks use for each column we need, compared lower-case without spaces, dashes or underscores. */
const columnNames = {
  date: ['date', 'transactiondate', 'valuedate', 'postingdate', 'trandate'],
  narrative: ['reference', 'narrative', 'description', 'details', 'particulars', 'narration'],
  amount: ['amount', 'credit', 'creditamount', 'deposit', 'moneyin'],
  bankTransactionId: [
    'transactionid',
    'banktransactionid',
    'bankreference',
    'txnid',
    'transactionref',
    'transactionreference',
    'bankref',
  ],
} as const;
type Column = keyof typeof columnNames;
const columnLabels: Record<Column, string> = {
  date: 'date',
  narrative: 'reference (or narrative)',
  amount: 'amount',
  bankTransactionId: 'transaction id',
};

/** RFC 4180 records, each with the line number it starts on; a quote never closed is a 400 naming its line. */
function records(text: string): Array<{ line: number; fields: string[] }> {
  const out: Array<{ line: number; fields: string[] }> = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  let fieldStarted = false;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '') out.push({ line: startLine, fields });
    fields = [];
    field = '';
    fieldStarted = false;
  };
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else {
        if (ch === '\n') line += 1;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (ch === ',') {
      fields.push(field);
      field = '';
      fieldStarted = false;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      startLine = line;
    } else {
      field += ch;
      fieldStarted = true;
    }
  }
  if (quoted) {
    throw new AppError('BAD_REQUEST', m.unclosedQuote(startLine), {
      reason: 'unclosed_quote',
      params: { line: startLine },
    });
  }
  if (field !== '' || fields.length > 0) endRecord();
  return out;
}

const squeeze = (name: string) => name.toLowerCase().replace(/[\s_\-.]/g, '');

/** '2026-12-01' or '01/12/2026' (Kenyan banks write day first) as YYYY-MM-DD; null for anything else. */
function isoDate(value: string): string | null {
  const text = value.trim();
  let y: number, mo: number, d: number;
  let match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text);
  if (match) [y, mo, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else {
    match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
    if (!match) return null;
    [d, mo, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  }
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** '2,500', '2500.00', 'KES 2,500.00' as whole shillings above zero; null otherwise (a debit, a fraction). */
export function statementAmount(value: string | number): number | null {
  const text = String(value)
    .trim()
    .replace(/^KES\s*/i, '')
    .replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const amount = Number(text);
  return Number.isSafeInteger(amount) && amount > 0 ? amount : null;
}

const transactionIdPattern = /^[A-Za-z0-9._/-]{1,80}$/;

/**
 * A bank statement CSV: a header naming at least date, reference (or narrative), amount and transaction id
 * columns, in any order, then one line per transfer. What makes the file unreadable (no such header, an
 * unclosed quote, a row with another number of fields) is a 400 naming the line; a line whose values are not
 * a deposit is refused on its own, with its line number and why, and the others still count.
 */
export function parseBankStatement(text: string): ParsedStatement {
  const rows = records(text.replace(/^\uFEFF/, ''));
  const header = rows[0];
  if (!header) throw new AppError('BAD_REQUEST', m.emptyFile);
  const names = header.fields.map(squeeze);
  const index = {} as Record<Column, number>;
  const missing: string[] = [];
  for (const column of Object.keys(columnNames) as Column[]) {
    const at = names.findIndex((name) => (columnNames[column] as readonly string[]).includes(name));
    if (at === -1) missing.push(columnLabels[column]);
    index[column] = at;
  }
  if (missing.length > 0) throw new AppError('BAD_REQUEST', m.missingColumns(missing));
  const body = rows.slice(1);
  if (body.length === 0) throw new AppError('BAD_REQUEST', m.noLines);
  if (body.length > maxStatementLines) {
    throw new AppError('BAD_REQUEST', m.tooManyLines(maxStatementLines), {
      reason: 'statement_too_many_lines',
      params: { max: maxStatementLines },
    });
  }
  const lines: StatementLine[] = [];
  const refused: ParsedStatement['refused'] = [];
  const seen = new Map<string, number>();
  for (const row of body) {
    if (row.fields.length !== header.fields.length) {
      throw new AppError(
        'BAD_REQUEST',
        m.wrongFieldCount(row.line, row.fields.length, header.fields.length),
        {
          reason: 'wrong_field_count',
          params: { line: row.line, found: row.fields.length, expected: header.fields.length },
        },
      );
    }
    const value = (column: Column) => row.fields[index[column]]!.trim();
    const date = isoDate(value('date'));
    const amount = statementAmount(value('amount'));
    const bankTransactionId = value('bankTransactionId');
    const reason = !transactionIdPattern.test(bankTransactionId)
      ? m.lineNoTransactionId
      : date === null
        ? m.lineBadDate
        : amount === null
          ? m.lineBadAmount
          : seen.has(bankTransactionId)
            ? m.lineRepeated(seen.get(bankTransactionId)!)
            : null;
    if (reason) {
      refused.push({ line: row.line, reason });
      continue;
    }
    seen.set(bankTransactionId, row.line);
    lines.push({
      line: row.line,
      date: date!,
      narrative: value('narrative'),
      amount: amount!,
      bankTransactionId,
    });
  }
  return { lines, refused, count: body.length };
}
