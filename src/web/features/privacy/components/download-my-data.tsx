import { useLingui } from '@lingui/react';
import { DownloadIcon, LoaderCircleIcon } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { useDownloadMyData } from '../api/use-download-my-data';
import { privacyTexts } from '../privacy-texts';
import { apiErrorMessage } from './api-error-message';

const t = privacyTexts.section.download;

/** 'Download my data': the whole archive, saved by the browser. */
export function DownloadMyData() {
  const { i18n } = useLingui();
  const headingId = useId();
  const download = useDownloadMyData();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-medium">
        {i18n._(t.heading)}
      </h3>
      <p className="text-sm text-muted-foreground">{i18n._(t.body)}</p>
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={download.isPending}
        aria-busy={download.isPending}
        onClick={() =>
          download.mutate(undefined, {
            onSuccess: () => toast.success(i18n._(t.done)),
            onError: (error) => toast.error(apiErrorMessage(i18n, error)),
          })
        }
      >
        {download.isPending ? (
          <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
        ) : (
          <DownloadIcon aria-hidden="true" />
        )}
        {download.isPending ? i18n._(t.preparing) : i18n._(t.button)}
      </Button>
    </section>
  );
}
