import { useLingui } from '@lingui/react';
import { ArrowLeftIcon } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/lib/use-page-title';
import { withdrawalsTexts as t } from '../withdrawals-texts';
import { LinkedSend } from './linked-send';
import { RecentTransfers } from './recent-transfers';
import { SendMoneyForm } from './send-money-form';

/**
 * /dashboard/tenant/send-mpesa, send-bank and pos: money out of the wallet to an M-Pesa number (B2C), a bank
 * account (B2B to its paybill with the account) or a shop's till (B2B Buy Goods); Pay Bills has a page of its own,
 * with the fee and total before confirming and the transfer's status (and receipt) until M-Pesa answers; a send
 * named in the address (`?transfer=`, from the wallet history) is shown instead of the form.
 */
export function SendMoneyPage({ rail }: { rail: 'mpesa' | 'bank' | 'till' }) {
  const { i18n } = useLingui();
  const texts = { mpesa: t.mpesa, bank: t.bank, till: t.pos }[rail];
  usePageTitle(i18n._(texts.title));
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const linked = search.get('transfer');
  const done = () => void navigate(paths.tenantDashboard);
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
        <h1 className="text-2xl font-bold tracking-tight">{i18n._(texts.title)}</h1>
        <p className="text-muted-foreground">{i18n._(texts.subtitle)}</p>
      </div>
      {linked ? (
        <LinkedSend id={linked} onAgain={() => setSearch({})} onDone={done} />
      ) : (
        <SendMoneyForm rail={rail} source="wallet" onDone={done} />
      )}
      <RecentTransfers source="wallet" />
    </div>
  );
}
