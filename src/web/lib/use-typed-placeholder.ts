import { useEffect, useState } from 'react';

/** Milliseconds per typed character, plus up to `jitterMs` at random so it reads like a person typing. */
export const typingDelayMs = 50;
export const jitterMs = 40;
/** How long a finished example stays before the next one is typed. */
export const pauseMs = 4_500;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * A placeholder that types out the examples one character at a time, pauses on each finished one, and loops.
 * Once `stopped` (the box was clicked or focused), or when the visitor prefers reduced motion, it shows the
 * current example whole and no longer changes.
 */
export function useTypedPlaceholder(examples: readonly string[], stopped: boolean): string {
  // Read after the first render, not during it: a prerendered page (scripts/prerender.mjs) was drawn without
  // the visitor's preference, and hydration keeps the drawn placeholder when the first render differs.
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    setReduced(prefersReducedMotion());
  }, []);
  const [exampleIndex, setExampleIndex] = useState(0);
  const [length, setLength] = useState(0);
  const example = examples[exampleIndex % examples.length] ?? '';
  const still = stopped || reduced;

  useEffect(() => {
    if (still) return;
    const finished = length >= example.length;
    const delay = finished ? pauseMs : typingDelayMs + Math.random() * jitterMs;
    const timer = window.setTimeout(() => {
      if (finished) {
        setExampleIndex((index) => (index + 1) % examples.length);
        setLength(0);
      } else {
        setLength((typed) => typed + 1);
      }
    }, delay);
    return () => {
      window.clearTimeout(timer);
    };
  }, [still, length, example.length, examples.length]);

  return still ? example : example.slice(0, length);
}
