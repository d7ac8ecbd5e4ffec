import { entryProblems, type ContentEntry, type ContentSnapshot } from '../lib/content-model/entry-check';
import type { DecapField } from './fields';
import { ORDER_KEY } from './json-format';

/**
 * The editor's whole-entry check: the build's own (src/lib/content-model/entry-check.ts) on the entry being edited, as
 * Decap holds it, against the snapshot of the rest of the content the build wrote next to the editor. A field of its
 * own (`model-check`, registered by src/cms/editor.tsx) that holds no value, so nothing of it reaches the file.
 */
export const MODEL_CHECK_FIELD: DecapField = {
  name: 'modelCheck',
  label: 'Build check',
  widget: 'model-check',
  required: false,
  hint: "When you publish, the site's build checks the whole entry; what it would refuse shows here, in its own words.",
};

/** Keys of Decap's entry data that are the editor's, not the file's front matter or JSON. */
const EDITOR_KEYS = new Set([ORDER_KEY, MODEL_CHECK_FIELD.name, 'body']);

/** Where the entry is (or will be) saved: its path, or a new entry's from its collection's folder and its slug. */
export interface EntryPlace {
  /** The saved file's path, empty for a new entry (a duplicate too). */
  path: string;
  folder: string;
  extension: string;
}

/** The entry as the build would read its file: the file's path, its data without the editor's own keys, an MDX text. */
export function editedEntry(data: Record<string, unknown>, place: EntryPlace): ContentEntry {
  const fileData = Object.fromEntries(Object.entries(data).filter(([key]) => !EDITOR_KEYS.has(key)));
  const file = place.path || `${place.folder}/${String(fileData.slug ?? '')}.${place.extension}`;
  return { file, data: fileData, ...(typeof data.body === 'string' ? { body: data.body } : {}) };
}

/** What the build would say of the entry; the snapshot missing is a problem of its own (the rules across files need it). */
export function modelCheckProblems(data: Record<string, unknown>, place: EntryPlace, snapshot: ContentSnapshot | null): string[] {
  if (!snapshot) return ["the editor could not read the build's snapshot of the content (/admin/content-snapshot.json): reload the page"];
  return entryProblems(editedEntry(data, place), snapshot);
}
