import { inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { tenancies } from '../../db/schema/index';

/** M-Pesa's account reference holds at most 12 characters. */
const accountLength = 12;

/**
 * A tenancy's paybill account number: the property code without 'ABD-' and the unit, upper-case letters and
 * digits only (Kilimani Heights' 'Apt 101' → '7K3QAPT101'), easy to read out and type on any phone. A long
 * unit name keeps its end, where the number that tells units apart usually is. A unit let again gets the
 * first free 'R' and number ('7K3QAPT101R2': let again), in place of its last characters when full, so every tenancy, ended ones too, has its
 * own and an old payment can never land on a new tenant.
 */
export async function choosePaybillAccount(
  tx: Transaction,
  input: { propertyId: string; unitLabel: string },
): Promise<string> {
  const code = input.propertyId.replace(/^ABD-/, '');
  const unit = input.unitLabel.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const base = `${code}${unit.slice(-(accountLength - code.length)) || 'UNIT'}`;
  const candidates = [base];
  for (let n = 2; n < 100; n += 1) candidates.push(`${base.slice(0, accountLength - `R${n}`.length)}R${n}`);
  const taken = new Set(
    (
      await tx
        .select({ account: tenancies.paybillAccount })
        .from(tenancies)
        .where(inArray(tenancies.paybillAccount, candidates))
    ).map((row) => row.account),
  );
  const free = candidates.find((candidate) => !taken.has(candidate));
  if (!free) throw new Error(`No free paybill account for ${base}`);
  return free;
}
