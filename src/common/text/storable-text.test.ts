import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './storable-text';

describe('storable text', () => {
  it.each([
    ['plain words', 'Nyumba ya kupanga, Kilimani', true],
    ['an emoji (a whole surrogate pair)', 'Karibu 🏠', true],
    ['Kiswahili and accents', 'Ngʼambo – café', true],
    ['a NUL', 'Wanjiku\u0000', false],
    ['a lone high surrogate', 'broken \uD83C', false],
    ['a lone low surrogate', '\uDFE0 broken', false],
    ['two high surrogates in a row', '\uD83C\uD83C\uDFE0', false],
    ['a low surrogate first', '\uDFE0\uD83C', false],
  ])('%s → %s', (_name, text, storable) => {
    expect(isStorableText(text)).toBe(storable);
  });

  it('names the field of the first unstorable string, at any depth, keys included', () => {
    expect(findUnstorableText({ name: 'Amina', message: 'ok' })).toBeNull();
    expect(findUnstorableText({ name: 'Amina', message: 'a\u0000b' })).toBe('message');
    expect(findUnstorableText({ items: [{ note: 'ok' }, { note: '\uD800' }] })).toBe('items.1.note');
    expect(findUnstorableText({ ['bad\u0000key']: 1 })).toBe('bad?key');
    expect(findUnstorableText('\u0000')).toBe('');
    expect(findUnstorableText([1, true, null, undefined, 2.5])).toBeNull();
  });
});
