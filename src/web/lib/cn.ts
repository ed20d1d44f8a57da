import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names, letting a later Tailwind class override an earlier one of the same kind. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's class map (its first call does: ≈ 20 ms on a mid-range phone, 90 at Lighthouse's 4×
 * slower CPU) in a task of its own, so the first render does not carry it. Called as the app starts, while the
 * page's route modules are still on their way.
 */
export function prepareClassMerging(merge: (...classes: string[]) => string = twMerge): void {
  setTimeout(() => merge('p-1', 'p-2'), 0);
}
