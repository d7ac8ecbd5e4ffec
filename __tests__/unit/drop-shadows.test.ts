import sharp from 'sharp';
import { withPrerenderedShadows } from '../../src/node/drop-shadows';

const LIFT =
  '<filter id="lift" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="18" stdDeviation="22" flood-color="#000000" flood-opacity="0.28"/></filter>';
/** A motif as the covers draw one: a group with a gradient and a nested group, lifted off a sky, moved and scaled. */
const drawing = (motif: string, defs = LIFT) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400"><defs>${defs}` +
  '<radialGradient id="glow"><stop offset="0" stop-color="#facc15" stop-opacity="0.6"/><stop offset="1" stop-color="#facc15" stop-opacity="0"/></radialGradient></defs>' +
  `<rect width="600" height="400" fill="#bae6fd"/><g transform="translate(300 190) scale(0.8)">${motif}</g></svg>`;
const MOTIF =
  '<g filter="url(#lift)"><circle cx="-60" cy="-40" r="120" fill="url(#glow)"/><g transform="rotate(8)"><rect x="-120" y="-90" width="240" height="180" rx="20" fill="#eef2f7"/></g>' +
  '<path d="M-150 140H150" stroke="#f97316" stroke-width="18" stroke-linecap="round"/></g>';

async function pixels(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).raw().toBuffer();
}

describe('drop shadows drawn once', () => {
  test('a lifted group looks as the filter draws it: the same picture, to a level or two in a few pixels', async () => {
    const svg = drawing(MOTIF);
    const prerendered = await withPrerenderedShadows(svg, sharp);
    expect(prerendered).not.toContain('filter="url(#lift)"');
    expect(prerendered).toContain('<image ');
    const [filtered, drawn] = await Promise.all([pixels(svg), pixels(prerendered)]);
    let total = 0;
    let largest = 0;
    for (let index = 0; index < filtered.length; index += 1) {
      const difference = Math.abs(filtered[index]! - drawn[index]!);
      total += difference;
      largest = Math.max(largest, difference);
    }
    expect(total / filtered.length).toBeLessThan(0.5);
    expect(largest).toBeLessThan(32);
    // Without a shadow at all the picture differs much more: the comparison above can fail.
    const unlifted = await pixels(svg.replace(' filter="url(#lift)"', ''));
    let withoutShadow = 0;
    for (let index = 0; index < filtered.length; index += 1) withoutShadow += Math.abs(filtered[index]! - unlifted[index]!);
    expect(withoutShadow / filtered.length).toBeGreaterThan(5 * (total / filtered.length));
  });

  test('the same group twice, nested groups and what follows it are kept; other filters are left to the renderer', async () => {
    const blur = '<filter id="soft"><feGaussianBlur stdDeviation="4"/></filter>';
    const svg = drawing(
      `${MOTIF}<g filter="url(#soft)"><circle r="10" fill="#ffffff"/></g>${MOTIF}<circle r="3" fill="#000000"/>`,
      LIFT + blur,
    );
    const prerendered = await withPrerenderedShadows(svg, sharp);
    expect(prerendered.match(/<image /g)).toHaveLength(2);
    expect(prerendered).toContain('<g filter="url(#soft)"><circle r="10" fill="#ffffff"/></g>');
    expect(prerendered).toContain('<g transform="rotate(8)"><rect x="-120"');
    expect(prerendered.endsWith('<circle r="3" fill="#000000"/></g></svg>')).toBe(true);
    expect(await withPrerenderedShadows(drawing('<rect width="10" height="10"/>'), sharp)).toBe(drawing('<rect width="10" height="10"/>'));
  });

  test('a shadow beyond the area it is drawn in stops the build rather than being cut off', async () => {
    await expect(
      withPrerenderedShadows(drawing('<g filter="url(#lift)"><rect x="1000" width="400" height="40"/></g>'), sharp),
    ).rejects.toThrow(/reaches beyond/);
  });
});
