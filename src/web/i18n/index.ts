export { AppI18nProvider } from './i18n-provider';
export { chooseLocale, currentLocale, initialLocale } from './i18n';
export { AccountLocale, useSwitchLocale } from './account-locale';
export {
  formatDate,
  formatDateTime,
  formatKes,
  formatNumber,
  formatOneDecimal,
  localeTag,
  useFormat,
} from './format';
export { addKnownTexts, translateApiError, translateText, useErrorText } from './error-texts';
