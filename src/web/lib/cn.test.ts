import { twMerge } from 'tailwind-merge';
import type * as TailwindMerge from 'tailwind-merge';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cn, prepareClassMerging } from './cn';

// The real merger, watched: the warm-up must run it, and only once the caller's task is over.
vi.mock('tailwind-merge', async (importOriginal) => {
  const actual = await importOriginal<typeof TailwindMerge>();
  return { ...actual, twMerge: vi.fn(actual.twMerge) };
});

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

  it('runs the merger once, in a task of its own after the caller', () => {
    vi.useFakeTimers();
    vi.mocked(twMerge).mockClear();
    prepareClassMerging();
    expect(twMerge).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(twMerge).toHaveBeenCalledTimes(1);
  });
});
