import { useLingui } from '@lingui/react';
import { useCallback, useRef } from 'react';
import { readTillQr, type TillQr } from '@common/payments/till-qr';
import { Button } from '@web/components/ui/button';
import { useQrScan } from '../hooks/use-qr-scan';
import { withdrawalsTexts as t } from '../withdrawals-texts';

/**
 * The camera view that reads a shop's M-PESA QR code: mounted while scanning, it opens the back camera once
 * and closes it on a till read, on Stop (unmount) and after a while with nothing read; it says why in words
 * when the camera cannot be used.
 */
export function TillQrScanner({ onRead, onStop }: { onRead: (qr: TillQr) => void; onStop: () => void }) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const { i18n } = useLingui();
  const accept = useCallback(
    (text: string) => {
      const qr = readTillQr(text);
      if (qr) onRead(qr);
      return qr !== null;
    },
    [onRead],
  );
  const scan = useQrScan(videoRef, accept);
  if (scan.phase === 'failed') {
    return (
      <div role="alert" className="grid justify-items-start gap-2 rounded-lg border p-3 text-sm">
        <p className="text-destructive">{i18n._(t.pos.problems[scan.problem])}</p>
        <Button type="button" variant="outline" size="sm" onClick={onStop}>
          {i18n._(t.pos.closeCamera)}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      <video
        ref={videoRef}
        className="aspect-square w-full rounded-lg bg-black object-cover"
        muted
        playsInline
        aria-label={i18n._(t.pos.camera)}
      />
      <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
        {scan.phase === 'starting'
          ? i18n._(t.pos.starting)
          : scan.phase === 'scanning' && scan.unreadable
            ? i18n._(t.pos.notTill)
            : i18n._(t.pos.pointAt)}
      </p>
      <Button type="button" variant="outline" onClick={onStop}>
        {i18n._(t.pos.stopScan)}
      </Button>
    </div>
  );
}
