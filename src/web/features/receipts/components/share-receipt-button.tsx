import { useLingui } from '@lingui/react';
import { LinkIcon, Share2Icon } from 'lucide-react';
import { toast } from 'sonner';
import type { Receipt } from '@common/receipts/receipt-contracts';
import { Button } from '@web/components/ui/button';
import { receiptPageTexts as t } from '../receipt-texts';

/** 'Share' through the phone's share sheet where the browser has one, else 'Copy link' to the clipboard. */
export function ShareReceiptButton({ receipt }: { receipt: Receipt }) {
  const { i18n } = useLingui();
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    const share = () =>
      navigator
        .share({ title: i18n._(t.shareTitle(receipt.receiptNumber)), text: t.shareText(i18n, receipt), url })
        // Closing the share sheet rejects too; nothing to tell.
        .catch(() => {});
    return (
      <Button variant="outline" onClick={() => void share()}>
        <Share2Icon aria-hidden />
        {i18n._(t.share)}
      </Button>
    );
  }
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => toast.success(i18n._(t.linkCopied)),
      () => toast.error(i18n._(t.copyFailed)),
    );
  return (
    <Button variant="outline" onClick={() => void copy()}>
      <LinkIcon aria-hidden />
      {i18n._(t.copyLink)}
    </Button>
  );
}
