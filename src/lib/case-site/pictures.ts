/**
 * Public paths (without width and extension) of the pictures a client's site shows in its gallery and its before-and-
 * after, drawn at build time by src/node/case-pictures.ts from the case's trade.
 */
export const GALLERY_SIZE = 3;

export function casePictureBase(caseSlug: string, picture: 'before' | 'after' | `gallery-${number}`): string {
  return `/images/case-pictures/${caseSlug}-${picture}`;
}

/** Which pictures a case needs: its gallery's and its before-and-after's, only where it names those features. */
export function casePictureNames(kinds: readonly string[]): Array<'before' | 'after' | `gallery-${number}`> {
  const names: Array<'before' | 'after' | `gallery-${number}`> = [];
  if (kinds.includes('gallery')) for (let index = 1; index <= GALLERY_SIZE; index += 1) names.push(`gallery-${index}`);
  if (kinds.includes('before-after')) names.push('before', 'after');
  return names;
}
