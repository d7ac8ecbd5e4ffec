/**
 * A client's logo drawn from its name: the letters a monogram, badge or emblem shows. Words that every business has
 * (Co., Ltd, BV, "The", "&") are no part of a name's letters.
 */
const FILLER = new Set([
  'the',
  'de',
  'het',
  'van',
  'der',
  'den',
  '&',
  'and',
  'en',
  'co',
  'co.',
  'ltd',
  'ltd.',
  'llc',
  'inc',
  'inc.',
  'bv',
  'b.v.',
  'vof',
  'v.o.f.',
]);

/** The name's significant words: "Lone Star Plumbing Co." gives Lone, Star, Plumbing. */
export function nameWords(name: string): string[] {
  return name.split(/\s+/).filter((word) => word && !FILLER.has(word.toLowerCase()) && /\p{L}/u.test(word));
}

/** One or two capitals: the first letters of the first two significant words ("LS"), or the first of one ("K"). */
export function monogram(name: string): string {
  const words = nameWords(name);
  const letters = (words.length > 0 ? words : [name]).slice(0, 2).map((word) => [...word.replace(/[^\p{L}]/gu, '')][0] ?? '');
  return letters.join('').toLocaleUpperCase();
}

/** The name split for a two-line wordmark: the first significant word large, the rest beneath it. */
export function wordmarkLines(name: string): [string, string] {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  return space < 0 ? [trimmed, ''] : [trimmed.slice(0, space), trimmed.slice(space + 1)];
}
