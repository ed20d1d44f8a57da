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

  // The merger is handed in rather than mocked: test workers share modules (vitest.config.ts), so a module
  // mock would not reach a tailwind-merge another test file has already loaded.
  it('runs the merger once, in a task of its own after the caller', () => {
    vi.useFakeTimers();
    const merge = vi.fn((...classes: string[]) => classes.join(' '));
    prepareClassMerging(merge);
    expect(merge).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(merge).toHaveBeenCalledTimes(1);
  });
});
