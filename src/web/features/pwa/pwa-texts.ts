/** The texts of the installed app: install, offline and update (English; issue 16's i18n translates them). */
export const pwaTexts = {
  install: {
    heading: 'Get the ABODE app',
    caption: 'Free, on your home screen, light on data',
    action: 'Install ABODE',
    installed: 'ABODE is installed on this device.',
    ios: 'Tap Share, then Add to Home Screen.',
    otherBrowsers: "Open your browser's menu and choose Install app (or Add to Home screen).",
  },
  offline: {
    notice: "You're offline, showing saved data.",
  },
  update: {
    ready: 'A new version of ABODE is ready',
    reload: 'Reload',
  },
} as const;
