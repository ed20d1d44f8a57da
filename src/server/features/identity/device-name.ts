/** A person's words for where a session was opened ('Chrome on Android'), from its User-Agent. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser =
    [
      ['Edge', /Edg\//],
      ['Opera', /OPR\/|Opera/],
      ['Samsung Internet', /SamsungBrowser/],
      ['Chrome', /Chrome\/|CriOS/],
      ['Firefox', /Firefox\/|FxiOS/],
      ['Safari', /Safari\//],
    ].find(([, pattern]) => (pattern as RegExp).test(userAgent))?.[0] ?? 'Unknown browser';
  const system =
    [
      ['Android', /Android/],
      ['iPhone', /iPhone|iPad|iOS/],
      ['Windows', /Windows/],
      ['Mac', /Mac OS X|Macintosh/],
      ['Linux', /Linux/],
    ].find(([, pattern]) => (pattern as RegExp).test(userAgent))?.[0] ?? null;
  return system ? `${browser} on ${system}` : String(browser);
}
