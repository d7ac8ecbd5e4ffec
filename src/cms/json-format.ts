/**
 * How the content editor reads and writes the site's JSON files. Decap keeps an entry in a hash map, which loses the
 * order of an object's keys, so a one-field edit would reorder the whole file in git. Reading notes the file's key
 * order beside the data (under ORDER_KEY, which no field shows); writing puts the keys back in that order (new keys
 * last), a list of objects in the order of its first item. A file whose root is a list is edited as `{ items: […] }`
 * (Decap edits objects only) and written back as the list. Pure: the admin script registers this as the `json-site` format.
 */

export const ORDER_KEY = '__keyOrder';

/** The key order of a value: an object's keys with each key's own order; a list's per item, and merged for new items. */
export type KeyOrder = { keys: Array<[string, KeyOrder | null]> } | { items: Array<KeyOrder | null>; item: KeyOrder | null };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function keyOrderOf(value: unknown): KeyOrder | null {
  if (Array.isArray(value)) {
    const items = value.filter(isRecord);
    if (!items.length) return null;
    // Every key any item has, in the order of the first item that has it.
    const merged: Record<string, unknown> = {};
    for (const item of items) for (const [key, child] of Object.entries(item)) if (!(key in merged)) merged[key] = child;
    return { items: value.map(keyOrderOf), item: keyOrderOf(merged) };
  }
  if (!isRecord(value)) return null;
  return { keys: Object.entries(value).map(([key, child]) => [key, keyOrderOf(child)]) };
}

export function applyKeyOrder(value: unknown, order: KeyOrder | null): unknown {
  if (!order) return value;
  if (Array.isArray(value))
    return 'item' in order ? value.map((item, index) => applyKeyOrder(item, order.items[index] ?? order.item)) : value;
  if (!isRecord(value) || !('keys' in order)) return value;
  const known = new Map(order.keys);
  const keys = [...order.keys.map(([key]) => key).filter((key) => key in value), ...Object.keys(value).filter((key) => !known.has(key))];
  return Object.fromEntries(keys.filter((key) => key !== ORDER_KEY).map((key) => [key, applyKeyOrder(value[key], known.get(key) ?? null)]));
}

/**
 * The key order of an item of a declared type (src/lib/content-model), for a new file: its fields in the model's
 * order, a list's items in their type's.
 */
export function schemaKeyOrder(schema: { describe(): unknown }): KeyOrder | null {
  const orderOf = (description: unknown): KeyOrder | null => {
    if (!isRecord(description)) return null;
    if (description.type === 'array') return { items: [], item: orderOf(description.innerType) };
    if (description.type !== 'object' || !isRecord(description.fields)) return null;
    return { keys: Object.entries(description.fields).map(([key, field]) => [key, orderOf(field)]) };
  };
  return orderOf(schema.describe());
}

/** What a new entry of a declared type carries under ORDER_KEY (the hidden field's default): the model's order. */
export const newFileShape = (schema: { describe(): unknown }): FileShape => ({ root: 'object', order: schemaKeyOrder(schema) });

const serialize = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** What the editor carries under ORDER_KEY: whether the file's root is a list, and its key order. */
export interface FileShape {
  root: 'object' | 'list';
  order: KeyOrder | null;
}

/** What ORDER_KEY holds when the file was read by readJsonFile (a new entry's is newFileShape's). */
const isFileShape = (value: unknown): value is FileShape =>
  isRecord(value) && (value.root === 'object' || value.root === 'list') && (value.order === null || isRecord(value.order));

/** A JSON file as the editor edits it: an object with its key order noted, a list as `{ items }`. */
export function readJsonFile(raw: string): Record<string, unknown> {
  const data: unknown = JSON.parse(raw);
  if (Array.isArray(data)) return { items: data, [ORDER_KEY]: { root: 'list', order: keyOrderOf(data) } satisfies FileShape };
  if (!isRecord(data)) throw new Error('A content file holds an object or a list');
  return { ...data, [ORDER_KEY]: { root: 'object', order: keyOrderOf(data) } satisfies FileShape };
}

/** The file's text again: the same root, the keys in the order they had, two-space indentation, a final newline. */
export function writeJsonFile(value: unknown): string {
  const data = isRecord(value) ? value : {};
  const noted = data[ORDER_KEY];
  const shape: FileShape = isFileShape(noted) ? noted : { root: 'object', order: null };
  if (shape.root === 'list') return serialize(applyKeyOrder(Array.isArray(data.items) ? data.items : [], shape.order));
  return serialize(applyKeyOrder(data, shape.order));
}
