import { useSyncExternalStore } from 'react';

/** Chromium's install prompt event (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallState =
  /** The browser offers installing: the button opens its dialog. */
  | { kind: 'prompt'; install: () => Promise<void> }
  /** Running as the installed app, or just installed. */
  | { kind: 'installed' }
  /** The browser gives no prompt (Safari, Firefox, or not yet): the button shows how to do it by hand. */
  | { kind: 'manual' };

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
const manualState: InstallState = { kind: 'manual' };
let state: InstallState = manualState;
const listeners = new Set<() => void>();

const runningInstalled = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

function update() {
  state = installed ? { kind: 'installed' } : deferred ? { kind: 'prompt', install } : { kind: 'manual' };
  for (const listener of listeners) listener();
}

async function install() {
  const event = deferred;
  if (!event) return;
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  installed = outcome === 'accepted';
  update();
}

/** Started once at load: the browser sends its prompt early, before the page that offers it is shown. */
export function listenForInstallPrompt(): void {
  installed = runningInstalled();
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // shown from our button instead of the browser's mini-bar
    deferred = event as BeforeInstallPromptEvent;
    update();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    update();
  });
  update();
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => state,
    // The prerendered page (and the first render that hydrates it) offers the manual way; then the real state.
    () => manualState,
  );
}

/** Which hand-made instructions fit this browser: iOS (the Share menu; iPadOS says it is a Mac) or a menu. */
export function manualInstallHow(userAgent: string, maxTouchPoints = 0): 'ios' | 'menu' {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios ? 'ios' : 'menu';
}
