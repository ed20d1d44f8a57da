import { describe, expect, it } from 'vitest';
import { manualInstallHow } from './install-prompt';

describe('manualInstallHow', () => {
  it("sends iPhone and iPad users to Safari's Share menu, everyone else to the browser's menu", () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    const ipad =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
    const firefoxAndroid = 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0';
    expect(manualInstallHow(iphone)).toBe('ios');
    expect(manualInstallHow(ipad, 5)).toBe('ios');
    expect(manualInstallHow(ipad, 0)).toBe('menu'); // a Mac
    expect(manualInstallHow(firefoxAndroid)).toBe('menu');
  });
});
