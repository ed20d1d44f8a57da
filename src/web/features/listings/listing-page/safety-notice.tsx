import { useLingui } from '@lingui/react';
import { ShieldAlertIcon } from 'lucide-react';
import { listingsTexts } from '../listings-texts';

const t = listingsTexts.safety;

/** Beside the viewing actions: the 'viewing fee' scam is the commonest in Kenya, so the warning is always there. */
export function SafetyNotice() {
  const { i18n } = useLingui();
  return (
    <section
      aria-label={i18n._(t.heading)}
      className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <ShieldAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        <h2 className="font-semibold">{i18n._(t.heading)}</h2>
        <p>{i18n._(t.body)}</p>
      </div>
    </section>
  );
}
