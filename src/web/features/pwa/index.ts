/**
 * The installable app (issue 16, part 2): the service worker's registration and update prompt, the answers
 * kept on the device for offline reading (per user, deleted at sign-out), the offline line, and the
 * 'Install ABODE' action.
 */
export { InstallApp } from './install/install-app';
export { keepQueriesForOffline } from './offline/keep-queries-offline';
export { PwaRuntime } from './pwa-runtime';
