import { useLingui } from '@lingui/react';
import { DownloadIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { pwaTexts } from '../pwa-texts';
import { manualInstallHow, useInstallState } from './install-prompt';

const t = pwaTexts.install;

/**
 * 'Get the ABODE app' (where the spec had store badges): ABODE installs from the browser. Where the browser
 * offers it (Chrome, Edge, Samsung Internet on Android) 'Install ABODE' opens its install dialog; elsewhere
 * the same button shows how to do it from the browser's own menu.
 */
export function InstallApp() {
  const { i18n } = useLingui();
  const state = useInstallState();
  const [showHow, setShowHow] = useState(false);
  const howId = useId();
  if (state.kind === 'installed') {
    return <p className="text-center text-sm text-muted-foreground">{i18n._(t.installed)}</p>;
  }
  return (
    <section aria-labelledby={`${howId}-heading`} className="grid justify-items-center gap-2">
      <h2 id={`${howId}-heading`} className="text-sm font-semibold text-muted-foreground">
        {i18n._(t.heading)}
      </h2>
      <Button
        size="lg"
        className="min-w-44 rounded-xl bg-neutral-950 text-white hover:bg-neutral-800"
        aria-expanded={state.kind === 'manual' ? showHow : undefined}
        aria-controls={state.kind === 'manual' && showHow ? howId : undefined}
        onClick={() => {
          if (state.kind === 'prompt') void state.install();
          else setShowHow((shown) => !shown);
        }}
      >
        <DownloadIcon aria-hidden="true" />
        {i18n._(t.action)}
      </Button>
      <p className="text-xs text-muted-foreground">{i18n._(t.caption)}</p>
      {state.kind === 'manual' && showHow ? (
        <p id={howId} className="max-w-xs text-center text-sm">
          {i18n._(
            manualInstallHow(navigator.userAgent, navigator.maxTouchPoints) === 'ios'
              ? t.ios
              : t.otherBrowsers,
          )}
        </p>
      ) : null}
    </section>
  );
}
