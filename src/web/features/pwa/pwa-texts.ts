import { msg } from '@lingui/core/macro';
/** The texts of the installed app: install, offline and update, in English and Kiswahili (locales/sw.po). */
export const pwaTexts = {
  install: {
    heading: msg`Get the ABODE app`,
    caption: msg`Free, on your home screen, light on data`,
    action: msg`Install ABODE`,
    installed: msg`ABODE is installed on this device.`,
    ios: msg`Tap Share, then Add to Home Screen.`,
    otherBrowsers: msg`Open your browser's menu and choose Install app (or Add to Home screen).`,
  },
  offline: {
    notice: msg`You're offline, showing saved data.`,
  },
  update: {
    ready: msg`A new version of ABODE is ready`,
    reload: msg`Reload`,
  },
} as const;
