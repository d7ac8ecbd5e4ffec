import sharp from 'sharp';
import { MOCKUP_VIEWS, caseMockupBase } from '../../src/lib/asset-paths';
import { detailKind, phoneFeature } from '../../src/lib/case-site/mockup-choice';
import { escapeXml } from '../../src/lib/escape-xml';
import { formatPhone } from '../../src/lib/site-preview/phone';
import { PREVIEW_THEMES } from '../../src/lib/site-preview/theme';
import { caseMockupSvgs, bookingTimes, type MockupCase } from '../../src/node/case-mockup-svg';
import { clockFor } from '../../src/lib/case-site/hours';
import { initials } from '../../src/node/case-mockup-site';
import { readCaseMockupSources, styleVariant } from '../../src/node/case-mockups';
import { textToPaths } from '../../src/node/svg-text';

/*
 * The portfolio's mockups are drawn from each case's data (content/portfolio/cases.json, read here as the build reads
 * it): these check every case there is, whatever the file holds on the day.
 */

const sources = readCaseMockupSources();
const drawn = sources.map((source, index) => ({
  item: source.item,
  svgs: caseMockupSvgs(source.item, source.motif, styleVariant(sources, index)),
}));

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
/** The words of each <text> element, unescaped. */
function wordsIn(svg: string): string[] {
  return [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((match) =>
    (match[1] ?? '').replace(/&(amp|lt|gt|quot|#39);/g, (_entity, name: string) => ENTITIES[name] ?? ''),
  );
}

function coloursIn(svg: string): Set<string> {
  return new Set([...svg.matchAll(/#[0-9a-f]{6}\b/gi)].map((match) => match[0].toLowerCase()));
}

/** Every text the case gives its site, in its own language. */
function caseTexts(item: MockupCase): string[] {
  const { site } = item;
  return [
    item.client,
    item.location,
    site.tagline,
    site.headline,
    site.about,
    site.owner,
    ...site.services.flatMap((service) => [service.name, service.line, service.price ?? '']),
    ...site.hours.flatMap((entry) => [entry.days, entry.hours]),
    ...site.areas,
    ...(site.credentials ?? []),
    ...site.reviews.flatMap((review) => [review.text, review.author, review.town]),
    ...item.features.map((feature) => feature.text[item.market] ?? ''),
  ].filter(Boolean);
}

describe("the portfolio's mockups, drawn from each case's data", () => {
  it('has cases to draw, each with its three views at a public path of its own', () => {
    expect(drawn.length).toBeGreaterThan(0);
    const bases = drawn.flatMap(({ item }) => MOCKUP_VIEWS.map((view) => caseMockupBase(item.slug, view)));
    expect(new Set(bases).size).toBe(bases.length);
  });

  it.each(drawn.map(({ item, svgs }) => [item.slug, item, svgs] as const))(
    '%s: every view shows the client, its phone as its site prints it, and its style’s colours',
    (_slug, item, svgs) => {
      const theme = PREVIEW_THEMES[item.style];
      const phone = formatPhone(item.phone, item.market).display;
      for (const view of MOCKUP_VIEWS) {
        const svg = svgs[view];
        // Luxe sets the name in capitals; the words are the client's either way.
        expect([view, svg.toLocaleUpperCase(item.market).includes(escapeXml(item.client).toLocaleUpperCase(item.market))]).toEqual([
          view,
          true,
        ]);
        expect([view, wordsIn(svg)]).toEqual([view, expect.arrayContaining([phone])]);
        const colours = coloursIn(svg);
        for (const colour of [theme.hero, theme.accent, theme.page])
          expect([view, colour, colours.has(colour)]).toEqual([view, colour, true]);
      }
    },
  );

  it.each(drawn.map(({ item, svgs }) => [item.slug, item, svgs] as const))(
    '%s: invents no words or numbers: every word is the case’s own (or its phone, a week day, a time from its hours)',
    (_slug, item, svgs) => {
      const haystack = caseTexts(item).join('\n').toLocaleLowerCase(item.market);
      const phone = formatPhone(item.phone, item.market).display;
      const weekDays = Array.from({ length: 7 }, (_, day) =>
        new Intl.DateTimeFormat(item.market, { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + day)).replace('.', ''),
      );
      const minutes = item.site.services.flatMap((service) => (service.minutes ? [`${service.minutes} min`] : []));
      const clock = clockFor(item.phone);
      const times = bookingTimes(item.site.hours, undefined, 100, clock).concat(
        ...item.site.services.map((service) => bookingTimes(item.site.hours, service.minutes, 100, clock)),
      );
      const invented = MOCKUP_VIEWS.flatMap((view) =>
        wordsIn(svgs[view])
          // Areas joined on one line, a town after a name, quotes and a cut line's ellipsis are the drawing's.
          .flatMap((words) => words.split(' · '))
          .map((words) =>
            words
              .replace(/^· /, '')
              .replace(/^“|”$|…$/g, '')
              .trim(),
          )
          .filter(
            (words) =>
              words &&
              words !== phone &&
              words !== initials(item.client) &&
              words !== Array.from(item.client)[0] &&
              !weekDays.includes(words) &&
              !minutes.includes(words) &&
              !times.includes(words) &&
              !haystack.includes(words.toLocaleLowerCase(item.market)),
          )
          .map((words) => `${view}: ${words}`),
      );
      expect(invented).toEqual([]);
    },
  );

  it('draws the feature the case names on the phone and a section it names in the close-up, under the case’s own words', () => {
    for (const { item, svgs } of drawn) {
      const feature = phoneFeature(item);
      const words = (view: 'phone' | 'detail') => wordsIn(svgs[view]).join(' ').toLocaleLowerCase(item.market);
      // A heading may wrap onto two lines: its first word is on the phone either way.
      if (feature)
        expect([item.slug, words('phone')]).toEqual([
          item.slug,
          expect.stringContaining((feature.text[item.market] ?? '').split(' ')[0]!.toLocaleLowerCase(item.market)),
        ]);
      const section = item.features.find((candidate) => candidate.kind === detailKind(item));
      if (section)
        expect([item.slug, words('detail')]).toEqual([
          item.slug,
          expect.stringContaining((section.text[item.market] ?? '').split(' ')[0]!.toLocaleLowerCase(item.market)),
        ]);
      if (detailKind(item) === 'reviews')
        expect([item.slug, words('detail')]).toEqual([
          item.slug,
          expect.stringContaining(item.site.reviews[0]!.author.toLocaleLowerCase(item.market)),
        ]);
    }
  });

  it('gives two cases of different styles different palettes', () => {
    const [first] = drawn;
    const other = drawn.find(({ item }) => item.style !== first?.item.style);
    if (!first || !other) return;
    const [a, b] = [coloursIn(first.svgs.main), coloursIn(other.svgs.main)];
    expect([...a].sort()).not.toEqual([...b].sort());
    expect(b.has(PREVIEW_THEMES[other.item.style].hero)).toBe(true);
    expect(a.has(PREVIEW_THEMES[other.item.style].hero)).toBe(
      PREVIEW_THEMES[first.item.style].hero === PREVIEW_THEMES[other.item.style].hero,
    );
  });

  it('outlines every word in Inter (no <text> left for the device to set)', () => {
    for (const { svgs } of drawn) for (const view of MOCKUP_VIEWS) expect(textToPaths(svgs[view])).not.toMatch(/<text\b/);
  });

  it("looks different for every case: no view is another case's with other words", async () => {
    // A colour thumbnail of the outlined drawing, standardised. The same case reworded (another case's words on its
    // layout and colours) correlated at up to 0.98 on the laptop; today's cases, whose layouts turn by style and by
    // their place among the cases of their style, at most 0.95.
    const shape = async (svg: string) => {
      const pixels = [
        ...(await sharp(Buffer.from(textToPaths(svg)), { density: 12 })
          .resize(80, 56, { fit: 'fill' })
          .removeAlpha()
          .raw()
          .toBuffer()),
      ];
      const mean = pixels.reduce((sum, value) => sum + value, 0) / pixels.length;
      const deviation = Math.sqrt(pixels.reduce((sum, value) => sum + (value - mean) ** 2, 0) / pixels.length) || 1;
      return pixels.map((value) => (value - mean) / deviation);
    };
    for (const view of MOCKUP_VIEWS) {
      const shapes = await Promise.all(drawn.map(({ svgs }) => shape(svgs[view])));
      for (const [index, a] of shapes.entries())
        for (const [offset, b] of shapes.slice(index + 1).entries()) {
          const r = a.reduce((sum, value, i) => sum + value * (b[i] ?? 0), 0) / a.length;
          const pair = [view, drawn[index]?.item.slug, drawn[index + 1 + offset]?.item.slug];
          expect([...pair, r < 0.97]).toEqual([...pair, true]);
        }
    }
  });
});

describe('booking times', () => {
  it("start at the case's opening hour, a service's length apart, written as its hours are", () => {
    expect(bookingTimes([{ days: 'di–vr', hours: '9:00–12:00' }], 45, 10)).toEqual(['9:00', '10:00', '11:00']);
    expect(bookingTimes([{ days: 'Tue–Fri', hours: '10:00 a.m.–1:00 p.m.' }], 90, 10, '12h')).toEqual(['10:00 AM', '11:30 AM']);
    expect(bookingTimes([{ days: 'Sun', hours: 'Closed' }], 30, 10)).toEqual([]);
  });
});
