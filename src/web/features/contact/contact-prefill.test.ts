import { describe, expect, it } from 'vitest';
import { readContactPrefill } from './contact-prefill';

describe('readContactPrefill', () => {
  it('reads the interest and message', () => {
    const params = new URLSearchParams({ interest: 'renting', message: 'I would like to apply.' });
    expect(readContactPrefill(params)).toEqual({ interest: 'renting', message: 'I would like to apply.' });
  });

  it('falls back to a general enquiry with no message', () => {
    expect(readContactPrefill(new URLSearchParams())).toEqual({ interest: 'general', message: '' });
    expect(readContactPrefill(new URLSearchParams('interest=investing'))).toEqual({
      interest: 'general',
      message: '',
    });
  });

  it('keeps the message within the length the server accepts', () => {
    const params = new URLSearchParams({ message: 'x'.repeat(6000) });
    expect(readContactPrefill(params).message).toHaveLength(5000);
  });
});
