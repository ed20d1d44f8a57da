import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import {
  type LucideIcon,
  BanknoteIcon,
  CreditCardIcon,
  LandmarkIcon,
  ReceiptTextIcon,
  SmartphoneIcon,
  WalletIcon,
} from 'lucide-react';
import { useNavigate } from 'react-router';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@web/components/ui/sheet';
import { useIsMobile } from '@web/components/ui/sidebar';
import { paths } from '@web/config/paths';
import { dashboardsTexts } from '../dashboards-texts';

const t = dashboardsTexts.tenant.payments;

export type PaymentSheetKind = 'deposit' | 'send';

/** Each method opens its page. */
const methods: Record<PaymentSheetKind, Array<{ label: MessageDescriptor; icon: LucideIcon; to: string }>> = {
  deposit: [
    { label: t.tukuPay, icon: WalletIcon, to: paths.tenantTukupay },
    { label: t.mpesa, icon: SmartphoneIcon, to: paths.tenantMpesa },
    { label: t.bank, icon: LandmarkIcon, to: paths.tenantBank },
    { label: t.card, icon: CreditCardIcon, to: paths.tenantCard },
  ],
  send: [
    { label: t.tukuPay, icon: WalletIcon, to: paths.tenantSendTukupay },
    { label: t.mpesa, icon: SmartphoneIcon, to: paths.tenantSendMpesa },
    { label: t.bank, icon: BanknoteIcon, to: paths.tenantSendBank },
    { label: t.payBills, icon: ReceiptTextIcon, to: paths.tenantSendBills },
  ],
};

/**
 * Deposit and Send Money list their methods; each opens its page.
 */
export function PaymentSheet({
  kind,
  onOpenChange,
}: {
  kind: PaymentSheetKind | null;
  onOpenChange: (open: boolean) => void;
}) {
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const shown = kind ?? 'deposit';
  const { i18n } = useLingui();
  return (
    <Sheet open={kind !== null} onOpenChange={onOpenChange}>
      <SheetContent side={isMobile ? 'bottom' : 'right'} closeLabel={i18n._(dashboardsTexts.close)}>
        <div className="grid gap-1 pr-6">
          <SheetTitle>{i18n._(shown === 'deposit' ? t.depositTitle : t.sendTitle)}</SheetTitle>
          <SheetDescription>
            {i18n._(shown === 'deposit' ? t.depositDescription : t.sendDescription)}
          </SheetDescription>
        </div>
        <ul className="grid gap-2">
          {methods[shown].map(({ label, icon: Icon, to }) => (
            <li key={to}>
              <button
                type="button"
                className="flex w-full items-center gap-3 rounded-lg border p-3 text-left text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                onClick={() => {
                  onOpenChange(false);
                  void navigate(to);
                }}
              >
                <span className="rounded-md bg-secondary p-2 text-secondary-foreground">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="flex-1">{i18n._(label)}</span>
              </button>
            </li>
          ))}
        </ul>
      </SheetContent>
    </Sheet>
  );
}
