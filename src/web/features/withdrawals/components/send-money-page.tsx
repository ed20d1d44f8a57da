import { ArrowLeftIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/lib/use-page-title';
import { withdrawalsTexts as t } from '../withdrawals-texts';
import { RecentTransfers } from './recent-transfers';
import { SendMoneyForm } from './send-money-form';

/**
 * /dashboard/tenant/send-mpesa, send-bank and pos: money out of the wallet to an M-Pesa number (B2C), a bank
 * account (B2B to its paybill with the account) or a shop's till (B2B Buy Goods); Pay Bills has a page of its own,
 * with the fee and total before confirming and the transfer's status (and receipt) until M-Pesa answers.
 */
export function SendMoneyPage({ rail }: { rail: 'mpesa' | 'bank' | 'till' }) {
  const texts = { mpesa: t.mpesa, bank: t.bank, till: t.pos }[rail];
  usePageTitle(texts.title);
  const navigate = useNavigate();
  return (
    <div className="mx-auto grid w-full max-w-xl gap-6">
      <Link
        to={paths.tenantDashboard}
        className="flex items-center gap-1 text-sm text-muted-foreground hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {t.back}
      </Link>
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{texts.title}</h1>
        <p className="text-muted-foreground">{texts.subtitle}</p>
      </div>
      <SendMoneyForm rail={rail} source="wallet" onDone={() => void navigate(paths.tenantDashboard)} />
      <RecentTransfers source="wallet" />
    </div>
  );
}
