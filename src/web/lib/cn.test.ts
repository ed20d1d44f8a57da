import { afterEach, describe, expect, it, vi } from 'vitest';
import { cn, prepareClassMerging } from './cn';

describe('cn', () => {
  it('lets a later class of the same kind override an earlier one', () => {
    expect(cn('px-4 py-2', 'px-2')).toBe('py-2 px-2');
    expect(cn('text-sm', { hidden: false, 'font-medium': true })).toBe('text-sm font-medium');
  });
});

describe('prepareClassMerging', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does its work in a task of its own, not in the caller', () => {
    vi.useFakeTimers();
    prepareClassMerging();
    expect(vi.getTimerCount()).toBe(1);
    vi.runAllTimers();
    expect(vi.getTimerCount()).toBe(0);
  });
});
