import { useLingui } from '@lingui/react';
import {
  ArrowDownToLineIcon,
  HandCoinsIcon,
  PlusIcon,
  ReceiptTextIcon,
  SendIcon,
  StoreIcon,
  WalletIcon,
  WrenchIcon,
  type LucideIcon,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { cn } from '@web/lib/cn';
import { usePageTitle } from '@web/lib/use-page-title';
import { dashboardsTexts } from '../dashboards-texts';
import { useSignedInUser } from '../session/require-role';
import { PaymentSheet, type PaymentSheetKind } from './payment-sheet';

const t = dashboardsTexts.tenant.home;

/**
 * The tenant's home page. The route composes other features' cards into it: `apartment` (the apartment
 * chooser, first), `balance` (the wallet's figure), `transactions` (the wallet's history) and `children`, the
 * cards after the tenant's own sections.
 */
export function TenantHome({
  apartment,
  balance,
  transactions,
  children,
}: {
  apartment: ReactNode;
  balance: ReactNode;
  transactions: ReactNode;
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  usePageTitle(i18n._(dashboardsTexts.tenant.area));
  const me = useSignedInUser();
  const [sheet, setSheet] = useState<PaymentSheetKind | null>(null);
  const openSheet = (kind: PaymentSheetKind) => () => {
    setSheet(kind);
  };
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
          {i18n._(t.greeting(me.firstName || me.fullName))}
        </h1>
        <p className="text-muted-foreground">{i18n._(t.subtitle)}</p>
      </div>
      {apartment}
      <section
        aria-labelledby="wallet-heading"
        className="grid gap-4 rounded-xl bg-primary p-5 text-primary-foreground shadow-sm sm:grid-cols-[1fr_auto] sm:items-end"
      >
        <div className="grid gap-1">
          <h2 id="wallet-heading" className="flex items-center gap-2 text-sm font-medium opacity-90">
            <WalletIcon className="size-4" aria-hidden="true" />
            {i18n._(t.wallet)}
          </h2>
          {balance}
        </div>
        <Button variant="secondary" onClick={openSheet('deposit')}>
          <PlusIcon aria-hidden="true" />
          {i18n._(t.topUp)}
        </Button>
      </section>
      <section aria-labelledby="quick-actions-heading" className="grid gap-3">
        <h2 id="quick-actions-heading" className="text-base font-semibold">
          {i18n._(t.quickActions)}
        </h2>
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
          <QuickAction icon={ArrowDownToLineIcon} label={i18n._(t.deposit)} onClick={openSheet('deposit')} />
          <QuickAction icon={SendIcon} label={i18n._(t.sendMoney)} onClick={openSheet('send')} />
          <QuickAction icon={ReceiptTextIcon} label={i18n._(t.rentAndBills)} to={paths.tenantRent} />
          <QuickAction icon={WrenchIcon} label={i18n._(t.homeServices)} to={paths.homeServices} />
          <QuickAction icon={HandCoinsIcon} label={t.okoaRent} to={paths.tenantOkoaRent} />
          <QuickAction icon={StoreIcon} label={i18n._(t.pointOfSale)} to={paths.tenantPos} />
        </ul>
      </section>
      {transactions}
      <PaymentSheet
        kind={sheet}
        onOpenChange={(open) => {
          if (!open) setSheet(null);
        }}
      />
      {children}
    </div>
  );
}

function QuickAction({
  icon: Icon,
  label,
  to,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  to?: string;
  onClick?: () => void;
}) {
  const className =
    'flex h-full flex-col items-center gap-2 rounded-xl border bg-card p-3 text-center text-xs font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring sm:text-sm';
  const content: ReactNode = (
    <>
      <span className="rounded-full bg-secondary p-2.5 text-secondary-foreground">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      {label}
    </>
  );
  return (
    <li>
      {to ? (
        <Link to={to} className={className}>
          {content}
        </Link>
      ) : (
        <button type="button" className={cn(className, 'w-full')} onClick={onClick}>
          {content}
        </button>
      )}
    </li>
  );
}
