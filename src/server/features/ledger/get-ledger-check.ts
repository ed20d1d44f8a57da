import { requirePermission, type ServiceContext } from '../../context';
import { checkLedger } from './check-ledger';

/** What `GET /api/test/ledger-check` answers: the ledger check, the wallets' total as text (a bigint). */
interface LedgerCheckAnswer {
  transactions: number;
  postings: number;
  accounts: number;
  walletTotal: string;
  drift: string[];
}

/**
 * The whole-ledger check (`npm run ledger:check`) of the running server's own database, for a superadmin. The
 * end-to-end suite's teardown asks for it while the server still holds its embedded database open (a second
 * process cannot open it), so the run fails on any drift its tests left.
 */
export async function getLedgerCheck(ctx: ServiceContext): Promise<LedgerCheckAnswer> {
  requirePermission(ctx, 'read:money-overview:any');
  const result = await checkLedger(ctx.db);
  return { ...result, walletTotal: result.walletTotal.toString() };
}
