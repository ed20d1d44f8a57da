import { describe, expect, it } from 'vitest';
import { commonPasswords } from './common-passwords';
import { isCommonPassword, newPasswordSchema } from './password-policy';

const firstError = (password: string) => newPasswordSchema.safeParse(password).error?.issues[0]?.message;

describe('the password rule', () => {
  it.each(['Kilimani-Sunrise-42', 'Tz7#mangoes', 'Mvua8Nyingi', 'x'.repeat(100) + 'Aa1'])(
    'accepts %s',
    (password) => {
      expect(newPasswordSchema.safeParse(password).success).toBe(true);
    },
  );

  it.each([
    ['', 'Enter your password'],
    ['Ab1', 'Password must be at least 8 characters'],
    ['Aa1' + 'x'.repeat(126), 'Password must be at most 128 characters'],
    ['abcdefg8', 'Password must include upper and lower case letters and a number'],
    ['ABCDEFG8', 'Password must include upper and lower case letters and a number'],
    ['Abcdefgh', 'Password must include upper and lower case letters and a number'],
    ['Password1', 'This password is too common. Choose one that is harder to guess.'],
    ['Qwerty123', 'This password is too common. Choose one that is harder to guess.'],
    ['Welcome2026!', 'This password is too common. Choose one that is harder to guess.'],
    ['Mpesa12345', 'This password is too common. Choose one that is harder to guess.'],
  ])('refuses %j: %s', (password, message) => {
    expect(firstError(password)).toBe(message);
  });

  it('ships a list of several hundred common passwords, all lower case', () => {
    expect(commonPasswords.size).toBeGreaterThan(500);
    for (const password of commonPasswords) expect(password).toBe(password.toLowerCase());
    expect(commonPasswords.has('123456')).toBe(true);
  });

  it('matches a listed word with digits or symbols after it, but not one inside a longer phrase', () => {
    expect(isCommonPassword('Sunshine99')).toBe(true);
    expect(isCommonPassword('SUNSHINE')).toBe(true);
    expect(isCommonPassword('Sunshine-over-Ruaka-7')).toBe(false);
  });
});
