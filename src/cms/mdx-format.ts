import engines from 'gray-matter/lib/engines';
import { generalArticleSchema, legalPageSchema } from '../lib/content-model/general-article';
import { ORDER_KEY } from './json-format';

/**
 * How the content editor reads and writes the site's MDX files (general posts, legal texts). Decap's own front matter
 * format rewrites every key in its YAML style and its order. This one notes each key's text as the file has it (under
 * ORDER_KEY, beside the data) and writes an unchanged value back as it was, a changed one in the style it had (quoted,
 * plain, a [list], a | block), and keys the file did not have in the model's order after the others; a new file's
 * keys all in the model's order. The body follows the front matter as written. Pure: the admin script registers it
 * as the `mdx-site` format.
 */

/** What the editor carries under ORDER_KEY: the front matter keys in order, each key's lines, what precedes the body. */
export interface FrontMatterShape {
  keys: string[];
  lines: Record<string, string>;
  /** The blank line(s) between the closing --- and the body. */
  gap: string;
}

/** The model's key order of every MDX type's front matter: a general post's, then what only a legal text has. */
export const FRONT_MATTER_ORDER = [...new Set([...Object.keys(generalArticleSchema.fields), ...Object.keys(legalPageSchema.fields)])];

const NEW_FILE_GAP = '\n';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** What ORDER_KEY holds when the file was read by readMdxFile. */
const isFrontMatterShape = (value: unknown): value is FrontMatterShape =>
  isRecord(value) &&
  Array.isArray(value.keys) &&
  value.keys.every((key) => typeof key === 'string') &&
  isRecord(value.lines) &&
  Object.values(value.lines).every((line) => typeof line === 'string') &&
  typeof value.gap === 'string';
/** A date as it is written (YYYY-MM-DD): YAML reads an unquoted one as a Date; the model and the editor hold the text. */
const asWritten = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);
/** YAML as the build reads it (gray-matter's engine), with dates as written. */
function parse(yaml: string): unknown {
  const value = engines.yaml.parse(yaml);
  return isRecord(value) && !(value instanceof Date)
    ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asWritten(item)]))
    : asWritten(value);
}

/** A file as the editor edits it: the front matter's values, `body`, and the file's shape under ORDER_KEY. */
export function readMdxFile(raw: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?\n)?---(?:\n|$)/.exec(raw);
  if (!match) return { body: raw, [ORDER_KEY]: { keys: [], lines: {}, gap: '' } satisfies FrontMatterShape };
  const frontMatter = match[1] ?? '';
  const rest = raw.slice(match[0].length);
  const gap = /^\n*/.exec(rest)![0];
  const keys: string[] = [];
  const lines: Record<string, string> = {};
  // A key starts a line; the indented or empty lines after it (a | block) are its own.
  for (const line of frontMatter.replace(/\n$/, '').split('\n')) {
    const key = /^([A-Za-z_][\w-]*):/.exec(line)?.[1];
    if (key) {
      keys.push(key);
      lines[key] = line;
    } else if (keys.length) lines[keys[keys.length - 1]!] += `\n${line}`;
  }
  const data = parse(frontMatter);
  return { ...(isRecord(data) ? data : {}), body: rest.slice(gap.length), [ORDER_KEY]: { keys, lines, gap } satisfies FrontMatterShape };
}

const quoted = (text: string) => JSON.stringify(text);
/** A string YAML reads back as itself when written bare, on one line. */
const plainSafe = (text: string) => text !== '' && !text.includes('\n') && text.trim() === text && parse(`${text}\n`) === text;

/** `|-` and the lines indented, for a text of several lines (a blank line between paragraphs stays blank). */
function block(text: string): string | undefined {
  // Leading space, trailing spaces or a final line break need YAML's indicators: those texts go in quotes.
  if (/^\s/.test(text) || /\s$/.test(text) || /[^\S\n]$/m.test(text)) return undefined;
  return `|-\n${text
    .split('\n')
    .map((line) => (line ? `  ${line}` : ''))
    .join('\n')}`;
}

/** A value in YAML: in `style` (the first characters of the value the file had), or as a new value is written. */
function yamlValue(value: unknown, style: string | undefined): string {
  if (Array.isArray(value)) return `[${value.map((item) => yamlValue(item, '"')).join(', ')}]`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') return JSON.stringify(value);
  if (style?.startsWith('"')) return quoted(value);
  if (value.includes('\n') || style?.startsWith('|')) return block(value) ?? quoted(value);
  // A new value goes bare when it is one word (a slug, a date, a category), else in quotes; an old one as it was.
  const bare = style === undefined ? !/\s/.test(value) : true;
  return bare && plainSafe(value) ? value : quoted(value);
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The file's text again: unchanged keys as they were written, changed and new ones in the file's or the model's way. */
export function writeMdxFile(value: unknown): string {
  const data = isRecord(value) ? value : {};
  const noted = data[ORDER_KEY];
  const shape: FrontMatterShape = isFrontMatterShape(noted) ? noted : { keys: [], lines: {}, gap: NEW_FILE_GAP };
  const present = Object.keys(data).filter((key) => key !== ORDER_KEY && key !== 'body' && data[key] !== undefined && data[key] !== null);
  const rank = (key: string) => (FRONT_MATTER_ORDER.includes(key) ? FRONT_MATTER_ORDER.indexOf(key) : FRONT_MATTER_ORDER.length);
  const keys = [
    ...shape.keys.filter((key) => present.includes(key)),
    ...present.filter((key) => !shape.keys.includes(key)).sort((a, b) => rank(a) - rank(b)),
  ];
  const lines = keys.map((key) => {
    const old = shape.lines[key];
    if (old !== undefined) {
      const oldValue = (parse(old) as Record<string, unknown> | null)?.[key];
      if (sameValue(oldValue, data[key])) return old;
    }
    return `${key}: ${yamlValue(data[key], old?.slice(key.length + 1).trimStart())}`;
  });
  const body = typeof data.body === 'string' ? data.body : '';
  return `---\n${lines.map((line) => `${line}\n`).join('')}---\n${shape.gap}${body}`;
}
