/** What the demo forms accept as a photo: what a phone's camera makes, up to a size a phone on 4G sends quickly. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export type PhotoProblem = 'type' | 'size';

/** Why a chosen file is refused as a photo, or null when it is one. */
export function photoProblem(file: { type: string; size: number }): PhotoProblem | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type.toLowerCase())) return 'type';
  if (file.size > PHOTO_MAX_BYTES) return 'size';
  return null;
}
