import { useEffect, useRef, useState, type RefObject } from 'react';

/** BarcodeDetector, where the browser has it (Chrome on Android, Edge): reads QR codes natively. */
interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
declare global {
  interface Window {
    BarcodeDetector?: new (options: { formats: string[] }) => NativeDetector;
  }
}

/** Why a scan ended without a code: no camera, the camera refused, or nothing readable in time. */
export type QrScanProblem = 'no-camera' | 'permission' | 'timeout' | 'failed';

export type QrScanState =
  | { phase: 'starting' }
  | { phase: 'scanning'; unreadable: boolean }
  | { phase: 'done' }
  | { phase: 'failed'; problem: QrScanProblem };

/** Whether this browser can open a camera at all (no on plain http, or in some embedded WebViews). */
export const cameraAvailable = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/** Reads one video frame's QR text, or null; made once per scan. */
type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

/**
 * Native BarcodeDetector where there is one; elsewhere (Firefox, iOS Safari, many Android WebViews) jsQR, a
 * pure-JS decoder, loaded only now that a scan starts, reading frames drawn small on a canvas.
 */
async function frameReader(): Promise<FrameReader> {
  if (window.BarcodeDetector) {
    const detector = new window.BarcodeDetector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d canvas');
  return async (video) => {
    if (!video.videoWidth) return null;
    // A QR sign fills much of the view: 640 px wide is plenty, and keeps each frame cheap on a phone.
    const scale = Math.min(1, 640 / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

const problemOf = (error: unknown): QrScanProblem => {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'permission';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') {
    return 'no-camera';
  }
  return 'failed';
};

/**
 * Scans QR codes from the back camera into `videoRef` while the calling component is mounted: the camera is
 * opened once, and every track and the frame loop stop on the first code `accept` takes, on unmount (Stop),
 * and after `timeoutMs`. A code `accept` refuses (not a till) keeps the scan going and says so.
 */
export function useQrScan(
  videoRef: RefObject<HTMLVideoElement | null>,
  accept: (text: string) => boolean,
  { timeoutMs = 45_000, frameGapMs = 150 }: { timeoutMs?: number; frameGapMs?: number } = {},
): QrScanState {
  const [state, setState] = useState<QrScanState>(() =>
    cameraAvailable() ? { phase: 'starting' } : { phase: 'failed', problem: 'no-camera' },
  );
  // The latest `accept`, read by the loop without restarting the camera when the caller re-renders.
  const acceptRef = useRef(accept);
  useEffect(() => {
    acceptRef.current = accept;
  }, [accept]);

  useEffect(() => {
    if (!cameraAvailable()) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(deadline);
      stream?.getTracks().forEach((track) => track.stop());
      stream = null;
      if (videoRef.current) videoRef.current.srcObject = null;
    };
    const fail = (problem: QrScanProblem) => {
      if (stopped) return;
      stop();
      setState({ phase: 'failed', problem });
    };
    const deadline = setTimeout(() => fail('timeout'), timeoutMs);

    void (async () => {
      try {
        const opened = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        // Stopped while the browser asked for permission (Stop, or the page left): close what it opened.
        if (stopped) {
          opened.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = opened;
        const video = videoRef.current;
        if (!video) return fail('failed');
        video.srcObject = opened;
        await video.play();
        const read = await frameReader();
        if (stopped) return;
        setState({ phase: 'scanning', unreadable: false });
        const tick = async () => {
          if (stopped) return;
          const text = await read(video).catch(() => null);
          if (stopped) return;
          if (text !== null) {
            if (acceptRef.current(text)) {
              stop();
              setState({ phase: 'done' });
              return;
            }
            setState((now) =>
              now.phase === 'scanning' && now.unreadable ? now : { phase: 'scanning', unreadable: true },
            );
          }
          timer = setTimeout(() => void tick(), frameGapMs);
        };
        void tick();
      } catch (error) {
        fail(problemOf(error));
      }
    })();
    return stop;
  }, [videoRef, timeoutMs, frameGapMs]);

  return state;
}
