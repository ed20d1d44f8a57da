import { useLingui } from '@lingui/react';
import { CopyIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { bankDepositsTexts } from '../bank-deposits-texts';

const t = bankDepositsTexts.page;

/** Copies `value` to the clipboard, named for screen readers by what it copies ('Copy reference'). */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const { i18n } = useLingui();
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => toast.success(i18n._(t.copied(what))),
      () => toast.error(i18n._(t.copyFailed)),
    );
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      aria-label={i18n._(t.copyLabel(what))}
      onClick={() => void copy()}
    >
      <CopyIcon className="size-4" aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{i18n._(t.copy)}</span>
    </Button>
  );
}
