import crypto from 'crypto';
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import postcss from 'postcss';

/**
 * Inter's Latin file, preloaded on every page, is on every page's critical path. @fontsource-variable ships it with
 * every weight from 100 to 900 and every OpenType feature Inter has (stylistic sets, alternates, fractions).
 * The site uses a few weights and the features browsers apply by themselves, so the build cuts the file to what the
 * stylesheet's @font-face declares (its unicode-range and font-weight) and gives it to webpack under this name.
 */
export const SUBSET_MODULE = '@subset/inter-latin.woff2';
const SOURCE_FONT = path.join('node_modules', '@fontsource-variable', 'inter', 'files', 'inter-latin-wght-normal.woff2');
const STYLESHEET = path.join('src', 'styles', 'global.css');
export const FONT_CACHE = path.join('.cache', 'caches', 'fonts');
/**
 * The shaping features a browser applies without being asked (kerning, ligatures, contextual alternates, marks),
 * and tabular figures, which `tabular-nums` asks for (the legal pages' clause numbers).
 */
export const KEPT_FEATURES = ['rvrn', 'ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'calt', 'clig', 'rlig', 'tnum'];

export interface SubsetSpec {
  /** Every character of the face's unicode-range. */
  text: string;
  weight: { min: number; max: number };
}

/** The characters of a CSS unicode-range (`U+0000-00FF, U+0131`); throws on wildcards or anything else. */
export function charactersOf(unicodeRange: string): string {
  let text = '';
  for (const part of unicodeRange.split(',').map((item) => item.trim())) {
    const match = /^U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(part);
    if (!match) throw new Error(`font subset: cannot read "${part}" of unicode-range "${unicodeRange}"`);
    const first = parseInt(match[1]!, 16);
    const last = match[2] ? parseInt(match[2], 16) : first;
    for (let code = first; code <= last; code++) text += String.fromCodePoint(code);
  }
  return text;
}

/** What the stylesheet's @font-face for the subset declares; throws when there is none or it is not one weight range. */
export function subsetSpecOf(css: string): SubsetSpec {
  const faces: SubsetSpec[] = [];
  postcss.parse(css).walkAtRules('font-face', (rule) => {
    const declarations = new Map<string, string>();
    rule.walkDecls((declaration) => void declarations.set(declaration.prop.toLowerCase(), declaration.value));
    if (!declarations.get('src')?.includes(SUBSET_MODULE)) return;
    const weights = /^(\d+)\s+(\d+)$/.exec(declarations.get('font-weight') ?? '');
    const unicodeRange = declarations.get('unicode-range');
    if (!weights || !unicodeRange)
      throw new Error(`font subset: the @font-face of ${SUBSET_MODULE} needs a font-weight range ("400 800") and a unicode-range`);
    faces.push({ text: charactersOf(unicodeRange), weight: { min: Number(weights[1]), max: Number(weights[2]) } });
  });
  if (faces.length !== 1) throw new Error(`font subset: ${faces.length} @font-face rules name ${SUBSET_MODULE}, expected one`);
  return faces[0]!;
}

const projectRequire = () => createRequire(path.join(process.cwd(), 'package.json'));

let planned: { file: string; spec: SubsetSpec; source: Buffer } | undefined;

/**
 * Where the subset is kept: named by a hash of the source font, what the stylesheet declares, the kept features and
 * the subsetter's version, in Gatsby's cache folder (kept between deploys), so a build subsets only when one changes.
 */
export function fontSubsetFile(): string {
  if (planned) return planned.file;
  const source = fs.readFileSync(SOURCE_FONT);
  const spec = subsetSpecOf(fs.readFileSync(STYLESHEET, 'utf8'));
  const subsetterVersion = (projectRequire()('subset-font/package.json') as { version: string }).version;
  const key = crypto
    .createHash('sha256')
    .update(source)
    .update(JSON.stringify([spec, KEPT_FEATURES, subsetterVersion]))
    .digest('hex')
    .slice(0, 16);
  planned = { file: path.resolve(FONT_CACHE, `inter-latin-${key}.woff2`), spec, source };
  return planned.file;
}

type SubsetFont = (
  font: Buffer,
  text: string,
  options: { targetFormat: 'woff2'; keepFeatures: string[]; variationAxes: Record<string, { min: number; max: number }> },
) => Promise<Buffer>;

/** Writes the subset unless the cache has it; returns its size in bytes and whether it was made now. */
export async function writeFontSubset(): Promise<{ bytes: number; made: boolean }> {
  const file = fontSubsetFile();
  if (fs.existsSync(file)) return { bytes: fs.statSync(file).size, made: false };
  const { spec, source } = planned!;
  // Required at run time, like sharp: its WebAssembly is read from its own package folder.
  const subsetFont = projectRequire()('subset-font') as SubsetFont;
  const subset = await subsetFont(source, spec.text, {
    targetFormat: 'woff2',
    keepFeatures: KEPT_FEATURES,
    variationAxes: { wght: spec.weight },
  });
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // The cache keeps the current subset only: any other was made from what the stylesheet or the font said before.
  for (const old of fs.readdirSync(path.dirname(file))) fs.rmSync(path.join(path.dirname(file), old), { force: true });
  fs.writeFileSync(`${file}.tmp`, subset);
  fs.renameSync(`${file}.tmp`, file);
  return { bytes: subset.length, made: true };
}
