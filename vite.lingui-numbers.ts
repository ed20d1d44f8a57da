import type { Plugin } from 'vite';

/** The start of @lingui/core's number formatter, which every plural of a message goes through. */
export const linguiNumberStart = 'function number(locales, value, format) {';

/**
 * Lingui formats a plural's number with Intl.NumberFormat, even for a message with no '#'. A page's first
 * Intl.NumberFormat costs Chromium 50–75 ms on a fast desktop (its number data is built then), a long task of
 * its own on a mid-range phone, and most public pages render a plural first thing ('12 homes match'). This
 * rewrites @lingui/core's formatter as the web app is built: a whole number with no format options is grouped
 * by hand ('1,234,567', what Intl.NumberFormat gives for en-KE and sw-KE, ABODE's only languages); anything
 * else goes to Intl as before. The build fails if Lingui's code no longer has the formatter's start.
 */
export function linguiWholeNumbers(): Plugin {
  return {
    name: 'abode-lingui-whole-numbers',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]@lingui[\\/]core[\\/]dist[\\/]index\.mjs$/.test(id)) return null;
      if (!code.includes(linguiNumberStart)) {
        this.error(`@lingui/core no longer has "${linguiNumberStart}": update vite.lingui-numbers.ts`);
      }
      return {
        code: code.replace(
          linguiNumberStart,
          `${linguiNumberStart}\n  if (format === undefined && Number.isSafeInteger(value)) ` +
            `return String(value).replace(/\\B(?=(\\d{3})+(?!\\d))/g, ',');`,
        ),
        map: null,
      };
    },
  };
}
