import crypto from 'crypto';
import type SharpModule from 'sharp';

/**
 * A drop shadow blurs its group's whole filter region on every rasterisation: at 1200 px the motif's shadow took
 * half the cover's rendering time, four times per article (three widths and the social image), though a trade's motif
 * and so its shadow are the same on every article. This draws each distinct shadow once, as an image, and puts it
 * where the filter would draw it; the picture is the same (the group painted over its shadow, inside the same
 * filter region).
 */

/**
 * Pixels per SVG unit of the prerendered shadow: a blur of 22 units has no detail that needs more, and a larger image
 * costs more to decode at every rasterisation than the blur it saves (at 1 px per unit, 1200 px covers were no faster).
 */
const SHADOW_SCALE = 0.5;
/** How far from the group's origin its shadow is looked for (SVG units); a motif is drawn around its origin. */
const REACH = 1200;

/** The element with this id in `svg`, whole (a gradient a shape refers to), or '' where there is none. */
function elementWithId(svg: string, id: string): string {
  const start = new RegExp(`<([a-zA-Z]+)\\b[^>]*\\sid="${id}"[^>]*?(/?)>`).exec(svg);
  if (!start) return '';
  if (start[2] === '/') return start[0];
  const close = `</${start[1]}>`;
  return svg.slice(start.index, svg.indexOf(close, start.index) + close.length);
}

/** What `content` refers to by id (gradients, clip paths), with what those refer to in turn. */
function referencedDefinitions(svg: string, content: string): string {
  const seen = new Set<string>();
  const definitions: string[] = [];
  const visit = (text: string) => {
    for (const match of text.matchAll(/url\(#([\w-]+)\)|href="#([\w-]+)"/g)) {
      const id = (match[1] ?? match[2])!;
      if (seen.has(id)) continue;
      seen.add(id);
      const element = elementWithId(svg, id);
      definitions.push(element);
      visit(element);
    }
  };
  visit(content);
  return definitions.join('');
}

/** The index just after the `</g>` that closes the group whose content starts at `from`. */
function groupEnd(svg: string, from: string | number): number {
  const tags = /<g\b[^>]*?(\/?)>|<\/g>/g;
  tags.lastIndex = Number(from);
  let depth = 1;
  for (let tag = tags.exec(svg); tag; tag = tags.exec(svg)) {
    if (tag[0] === '</g>') depth -= 1;
    else if (tag[1] !== '/') depth += 1;
    if (depth === 0) return tag.index + tag[0].length;
  }
  throw new Error('An SVG group with a drop shadow is not closed');
}

interface PrerenderedShadow {
  x: number;
  y: number;
  width: number;
  height: number;
  href: string;
}

const shadows = new Map<string, Promise<PrerenderedShadow | null>>();

/** The shadow alone (the filter's work before it puts the group over it), cut to where it is not transparent. */
async function renderShadow(
  sharp: typeof SharpModule,
  filter: string,
  definitions: string,
  content: string,
): Promise<PrerenderedShadow | null> {
  const size = 2 * REACH * SHADOW_SCALE;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${-REACH} ${-REACH} ${2 * REACH} ${2 * REACH}">` +
    `<defs>${definitions}${filter}</defs><g filter="url(#shadow-alone)">${content}</g></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let [left, top, right, bottom] = [info.width, info.height, -1, -1];
  for (let row = 0; row < info.height; row += 1)
    for (let column = 0; column < info.width; column += 1)
      if (data[(row * info.width + column) * 4 + 3]! > 0) {
        left = Math.min(left, column);
        right = Math.max(right, column);
        top = Math.min(top, row);
        bottom = Math.max(bottom, row);
      }
  if (right < 0) return null;
  if (left === 0 || top === 0 || right === info.width - 1 || bottom === info.height - 1)
    throw new Error(`A drop shadow reaches beyond ${REACH} units from its group's origin`);
  const width = right - left + 1;
  const height = bottom - top + 1;
  const png = await sharp(data, { raw: info }).extract({ left, top, width, height }).png({ compressionLevel: 1 }).toBuffer();
  return {
    x: left / SHADOW_SCALE - REACH,
    y: top / SHADOW_SCALE - REACH,
    width: width / SHADOW_SCALE,
    height: height / SHADOW_SCALE,
    href: `data:image/png;base64,${png.toString('base64')}`,
  };
}

const DROP_SHADOW_FILTER = /<filter\b([^>]*)>\s*<feDropShadow\b([^>]*?)\/>\s*<\/filter>/g;

/**
 * `svg` with every group lifted by a drop-shadow filter (a filter that is one feDropShadow) drawn as its prerendered
 * shadow with the group over it. Other filters, and a drop shadow on anything but a group, are left to the renderer.
 */
export async function withPrerenderedShadows(svg: string, sharp: typeof SharpModule): Promise<string> {
  let result = svg;
  for (const [, region, shadow] of svg.matchAll(DROP_SHADOW_FILTER)) {
    const id = /\sid="([^"]+)"/.exec(region!)?.[1];
    if (id) result = await withShadowsOf(result, id, region!, shadow!, sharp);
  }
  return result;
}

async function withShadowsOf(
  svg: string,
  filterId: string,
  region: string,
  dropShadow: string,
  sharp: typeof SharpModule,
): Promise<string> {
  const opening = `<g filter="url(#${filterId})">`;
  if (!svg.includes(opening)) return svg;
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(dropShadow)?.[1];
  const shadowAlone =
    `<filter${region.replace(/\sid="[^"]*"/, ' id="shadow-alone"')}><feGaussianBlur in="SourceAlpha" stdDeviation="${attribute('stdDeviation') ?? 2}"/>` +
    `<feOffset dx="${attribute('dx') ?? 2}" dy="${attribute('dy') ?? 2}" result="offset"/>` +
    `<feFlood flood-color="${attribute('flood-color') ?? '#000000'}" flood-opacity="${attribute('flood-opacity') ?? 1}"/>` +
    `<feComposite in2="offset" operator="in"/></filter>`;
  let result = '';
  let from = 0;
  for (let start = svg.indexOf(opening); start >= 0; start = svg.indexOf(opening, from)) {
    const contentStart = start + opening.length;
    const end = groupEnd(svg, contentStart);
    const content = svg.slice(contentStart, end - '</g>'.length);
    const definitions = referencedDefinitions(svg, content);
    const key = crypto.createHash('sha256').update(shadowAlone).update('\0').update(definitions).update('\0').update(content).digest('hex');
    if (!shadows.has(key)) shadows.set(key, renderShadow(sharp, shadowAlone, definitions, content));
    const shadow = await shadows.get(key)!;
    const image = shadow
      ? `<image x="${shadow.x}" y="${shadow.y}" width="${shadow.width}" height="${shadow.height}" preserveAspectRatio="none" href="${shadow.href}"/>`
      : '';
    result += svg.slice(from, start) + `<g>${image}${content}</g>`;
    from = end;
  }
  return result + svg.slice(from);
}
