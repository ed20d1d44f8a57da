import {
  bankDepositMessages as m,
  type StatementImportSummary,
} from '@common/payments/bank-deposit-contracts';
import { requirePermission, type ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { creditBankDeposit } from './credit-bank-deposit';
import { parseBankStatement } from './parse-bank-statement';

/**
 * POST /api/bank-statements: a superadmin imports the collection account's statement. Each deposit line is
 * credited once by its bank transaction id (so re-importing the file, or a line the bank's notification
 * already brought, credits nothing twice), to the wallet its reference names or to suspense, each in its own
 * transaction; lines that are not deposits are refused one by one. The import is audited with its summary.
 */
export async function importBankStatement(
  ctx: ServiceContext,
  input: { readFile: () => Promise<{ bytes: Buffer; fileName: string } | undefined> },
): Promise<StatementImportSummary> {
  const actor = requirePermission(ctx, 'import:bank-statement:any');
  // Only a superadmin's upload is read at all.
  const upload = await input.readFile();
  const file = upload?.bytes;
  if (!file) throw new AppError('BAD_REQUEST', m.noFile);
  if (file.length === 0) throw new AppError('BAD_REQUEST', m.emptyFile);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw new AppError('BAD_REQUEST', m.notText);
  }
  if (text.includes('\u0000')) throw new AppError('BAD_REQUEST', m.notText);
  const statement = parseBankStatement(text);
  const summary: StatementImportSummary = {
    lines: statement.count,
    credited: { count: 0, amount: 0 },
    toSuspense: { count: 0, amount: 0 },
    duplicates: 0,
    refused: [...statement.refused],
  };
  for (const line of statement.lines) {
    const result = await ctx.db.transaction((tx) =>
      creditBankDeposit(tx, {
        bankTransactionId: line.bankTransactionId,
        source: 'statement',
        narrative: line.narrative,
        amount: line.amount,
        valueDate: line.date,
      }),
    );
    if (result.duplicate) summary.duplicates += 1;
    else {
      const bucket = result.status === 'credited' ? summary.credited : summary.toSuspense;
      bucket.count += 1;
      bucket.amount += line.amount;
    }
  }
  summary.refused.sort((a, b) => a.line - b.line);
  await recordAuditEvent(ctx.db, {
    actorUserId: actor.userId,
    action: 'bank_statement.imported',
    subjectType: 'bank_statement',
    subjectId: upload.fileName.replace(/[^\w. -]/g, '_').slice(0, 100) || 'statement.csv',
    details: { ...summary, refused: summary.refused.slice(0, 50) },
  });
  return summary;
}
