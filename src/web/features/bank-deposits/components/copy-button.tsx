import { CopyIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { bankDepositsTexts } from '../bank-deposits-texts';

const t = bankDepositsTexts.page;

/** Copies `value` to the clipboard, named for screen readers by what it copies ('Copy reference'). */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => toast.success(t.copied(what)),
      () => toast.error(t.copyFailed),
    );
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      aria-label={t.copyLabel(what)}
      onClick={() => void copy()}
    >
      <CopyIcon className="size-4" aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{t.copy}</span>
    </Button>
  );
}
