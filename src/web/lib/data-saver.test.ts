import { describe, expect, it } from 'vitest';
import { dataSaverOn } from './data-saver';

describe('dataSaverOn', () => {
  it("follows the browser's Save-Data until the switch is touched, then the switch", () => {
    expect(dataSaverOn(null, true)).toBe(true);
    expect(dataSaverOn(null, false)).toBe(false);
    expect(dataSaverOn(null, undefined)).toBe(false);
    expect(dataSaverOn('off', true)).toBe(false);
    expect(dataSaverOn('on', false)).toBe(true);
    expect(dataSaverOn('garbage', true)).toBe(true);
  });
});
