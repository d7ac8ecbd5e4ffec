/** An entry's data as Decap hands it over, read as plain values: what the previews and the editor's controls read. */
import { isLanguage, DEFAULT_LANGUAGE, type Language } from '../lib/languages';

/** An Immutable.js value as Decap hands it over. */
export interface Immutable {
  toJS(): unknown;
  get(key: string): unknown;
  getIn(path: readonly string[]): unknown;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const dataOf = (entry: Immutable): Record<string, unknown> => {
  const data = entry.getIn(['data']);
  const plain = data && typeof (data as Immutable).toJS === 'function' ? (data as Immutable).toJS() : data;
  return isRecord(plain) ? plain : {};
};
export const text = (value: unknown): string =>
  typeof value === 'string' ? value : value instanceof Date ? value.toISOString().slice(0, 10) : '';
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const languageOf = (data: Record<string, unknown>): Language => (isLanguage(data.language) ? data.language : DEFAULT_LANGUAGE);
