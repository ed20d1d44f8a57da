import { useLingui } from '@lingui/react';
import { ArrowLeftIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { SavedBiller } from '@common/payments/saved-biller-contracts';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/lib/use-page-title';
import { withdrawalsTexts as t } from '../withdrawals-texts';
import { LinkedSend } from './linked-send';
import { OwnBills } from './pay-bills/own-bills';
import { SavedBillers } from './pay-bills/saved-billers';
import { RecentTransfers } from './recent-transfers';
import { SendMoneyForm } from './send-money-form';

/**
 * /dashboard/tenant/send-bills: the tenant's own open bills from Rent & Bills, paid from the wallet in place
 * with a receipt; saved billers, picked to fill the form; and the form that pays a biller (KPLC prepaid and
 * postpaid, Nairobi Water, internet providers) through M-Pesa, which offers to save the biller once paid. A bill
 * payment named in the address (`?transfer=`, from the wallet history) is shown first.
 */
export function PayBillsPage() {
  const { i18n } = useLingui();
  usePageTitle(i18n._(t.bills.title));
  const navigate = useNavigate();
  const [picked, setPicked] = useState<{ saved: SavedBiller; at: number } | null>(null);
  const [search, setSearch] = useSearchParams();
  const linked = search.get('transfer');
  return (
    <div className="mx-auto grid w-full max-w-xl gap-6">
      <Link
        to={paths.tenantDashboard}
        className="flex items-center gap-1 text-sm text-muted-foreground hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {i18n._(t.back)}
      </Link>
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{i18n._(t.bills.title)}</h1>
        <p className="text-muted-foreground">{i18n._(t.bills.subtitle)}</p>
      </div>
      {linked ? (
        <LinkedSend
          id={linked}
          onAgain={() => setSearch({})}
          onDone={() => void navigate(paths.tenantDashboard)}
        />
      ) : null}
      <OwnBills />
      <SavedBillers onUse={(saved) => setPicked({ saved, at: Date.now() })} />
      <section aria-labelledby="pay-a-biller" className="grid gap-3">
        <h2 id="pay-a-biller" className="text-base font-semibold">
          {i18n._(t.bills.payBiller)}
        </h2>
        <SendMoneyForm
          key={picked?.at ?? 0}
          rail="bill"
          source="wallet"
          prefill={picked ? { billerId: picked.saved.billerId, account: picked.saved.account } : undefined}
          onDone={() => void navigate(paths.tenantDashboard)}
        />
      </section>
      <RecentTransfers source="wallet" />
    </div>
  );
}
