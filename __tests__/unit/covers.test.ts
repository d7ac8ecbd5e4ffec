import fs from 'fs';
import path from 'path';
import sharp from 'sharp';
import { CITY_SKYLINES, coverArtSvg, coverPalette, socialImageSvg, wrapText, type Topic } from '../../src/node/covers';
import { RESERVED_FOR_TESTS } from '../../src/lib/content-model';
import { coverArtFor, coverTurnKey, coverTurns, type TradeCoverFields } from '../../src/node/article-images';
import { articleIdentity } from '../../src/lib/article-identity';
import { COVER_TOPICS } from '../../src/lib/cover-choices';
import { postCover } from '../../src/lib/post-cover';
import { listFiles, readJson, readMdx } from '../support/content';
import { textToPaths, textWidth } from '../../src/node/svg-text';

const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.75" class="lucide"><rect width="14" height="20" x="5" y="2" rx="2"/></svg>';

const LOCAL_DIR = path.join(__dirname, '../../content/articles/local-seo');
const localArticles = listFiles(LOCAL_DIR, '.json').map(
  (file) =>
    JSON.parse(fs.readFileSync(file, 'utf8')) as {
      language: string;
      slug: string;
      title: string;
      trade: string;
      city: string;
      date: string;
    },
);
/** The trades as the build's query gives them to the covers (content/home/trades.json). */
const trades = readJson<Array<TradeCoverFields & { id: string }>>(path.join(__dirname, '../../content/home/trades.json')).map((trade) => ({
  ...trade,
  itemId: trade.id,
}));

/** Each article's turn among its trade's articles in its language, as the build gives it. */
const turns = coverTurns(localArticles);

const GENERAL_DIR = path.join(__dirname, '../../content/articles/general');
/** The general posts as the build's Article nodes hold them: their identity, category and own cover fields. */
const generalPosts = readMdx(GENERAL_DIR).map(({ data }) => {
  const optional = (value: unknown) => (value === undefined ? null : String(value));
  const post = { language: String(data.language), slug: String(data.slug), translationOf: optional(data.translationOf) };
  return {
    ...post,
    kind: 'general',
    articleId: articleIdentity(post),
    title: String(data.title),
    category: String(data.category),
    cover: optional(data.cover),
    coverTrade: optional(data.trade),
    trade: null,
    city: null,
  };
});
const originalOf = (post: (typeof generalPosts)[number]) =>
  generalPosts.find((other) => other.language === 'en' && other.articleId === post.articleId && other !== post);
/** A general post's cover, with its English original's fields for a translation, as the build draws it. */
const postCoverSvg = (post: (typeof generalPosts)[number]) => coverArtSvg(coverArtFor(post, trades, originalOf(post)));

const measure = (text: string, fontSize: number) => textWidth(text, fontSize, 700);

const localCover = (article: (typeof localArticles)[number]) =>
  coverArtSvg(
    coverArtFor(
      {
        kind: 'local-seo',
        articleId: articleIdentity(article),
        slug: article.slug,
        trade: article.trade,
        city: article.city,
        language: article.language,
        variant: turns.get(coverTurnKey(article)),
      },
      trades,
    ),
  );

/** Whether the cover is led by its city (the landmark full size, the trade in a seal) rather than by its trade. */
const cityLed = (svg: string) => svg.includes('<g id="seal">');
/** The trade's drawing in a city-led cover's seal. */
const sealDrawing = (svg: string) =>
  /<g id="seal">[\s\S]*?scale\(0\.47\)">([\s\S]*)<\/g><\/g><\/g>\n<g filter="url\(#badge-shadow\)">/.exec(svg)?.[1] ?? '';

/** The parts of a Local SEO cover: the trade's motif (where, how large, which way) and the city's scale. */
function coverParts(svg: string) {
  const motif =
    /<g id="motif" transform="translate\((\d+) \d+\) scale\((-?)([\d.]+) [\d.]+\)">([\s\S]*?)<\/g>\n<g filter="url\(#badge-shadow\)">/.exec(
      svg,
    );
  const city = /<g id="city" transform="translate\([-\d.]+ [-\d.]+\) scale\(([\d.]+)\)">/.exec(svg);
  if (!motif || !city) throw new Error('A Local SEO cover without its motif or its city');
  return {
    side: Number(motif[1]) < 600 ? 'left' : 'right',
    mirrored: motif[2] === '-',
    scale: Number(motif[3]),
    drawing: motif[4] ?? '',
    cityScale: Number(city[1]),
  };
}

/**
 * A cover's shape without its colours: an 80x42 greyscale thumbnail, standardised (mean 0, deviation 1),
 * so that two covers' correlation is near 1 when they differ only in palette.
 */
async function shape(svg: string): Promise<number[]> {
  const pixels = [...(await sharp(Buffer.from(svg), { density: 4.8 }).resize(80, 42, { fit: 'fill' }).greyscale().raw().toBuffer())];
  const mean = pixels.reduce((sum, value) => sum + value, 0) / pixels.length;
  const deviation = Math.sqrt(pixels.reduce((sum, value) => sum + (value - mean) ** 2, 0) / pixels.length) || 1;
  return pixels.map((value) => (value - mean) / deviation);
}

const correlation = (a: number[], b: number[]) => a.reduce((sum, value, index) => sum + value * (b[index] ?? 0), 0) / a.length;

const unlisted = RESERVED_FOR_TESTS.trade;

describe('article cover art', () => {
  it('reads every Local SEO article, each a different trade and city', () => {
    expect(localArticles.length).toBeGreaterThan(0);
    expect(new Set(localArticles.map((article) => `${article.trade} ${article.city}`)).size).toBe(localArticles.length);
  });

  it('draws a different cover for every Local SEO trade and city, without words', () => {
    const covers = localArticles.map(localCover);
    expect(new Set(covers).size).toBe(localArticles.length);
    for (const svg of covers) {
      expect(svg).toContain('width="1200" height="630"');
      expect(svg).not.toMatch(/<text\b/);
      expect(svg).not.toContain('NaN');
      expect(svg).not.toContain('undefined');
    }
  });

  it('draws each general post from its own cover fields, one picture for a post and its translations', () => {
    expect(generalPosts.length).toBeGreaterThan(0);
    const byId = new Map<string, Set<string>>();
    for (const post of generalPosts) {
      const svg = postCoverSvg(post);
      expect(svg).not.toMatch(/<text\b/);
      byId.set(post.articleId, (byId.get(post.articleId) ?? new Set()).add(svg));
    }
    for (const covers of byId.values()) expect(covers.size).toBe(1);
    // Posts whose fields give different motifs (or trades) look different.
    const looks = new Set(
      generalPosts.map((post) => {
        const original = originalOf(post);
        return JSON.stringify(postCover({ ...post, trade: post.coverTrade }, original && { ...original, trade: original.coverTrade }));
      }),
    );
    expect(new Set([...byId.values()].flatMap((covers) => [...covers])).size).toBe(looks.size);
  });

  it("gives a translation its original's picture when it names none, and its own when it does", () => {
    const dutch = generalPosts.find((post) => post.language === 'nl' && post.translationOf && post.coverTrade);
    expect(dutch).toBeDefined();
    const bare = { ...dutch!, cover: null, coverTrade: null };
    expect(postCoverSvg(bare)).toBe(postCoverSvg(dutch!));
    const other = COVER_TOPICS.find((topic) => topic !== dutch!.cover)!;
    expect(postCoverSvg({ ...dutch!, cover: other })).not.toBe(postCoverSvg(dutch!));
  });

  it('draws a new post that names no cover from its category: the trade for an industry post about one, else the checklist', () => {
    const post = { kind: 'general', articleId: 'en/new-post', slug: 'new-post', language: 'en', trade: null, city: null };
    const checklist = coverArtSvg(coverArtFor({ ...post, category: 'website-tips', cover: 'checklist' }, trades));
    expect(coverArtSvg(coverArtFor({ ...post, category: 'website-tips' }, trades))).toBe(checklist);
    expect(coverArtSvg(coverArtFor({ ...post, category: 'industry-specific' }, trades))).toBe(checklist);
    // An industry post about one trade: that trade's drawing, as on its city articles but with no city.
    const roofer = coverArtFor({ ...post, category: 'industry-specific', coverTrade: 'roofer' }, trades);
    expect(roofer).toMatchObject({ trade: 'roofer', city: null });
    expect(roofer.topic).toBeUndefined();
    // Any other post about one trade: the checklist in that trade's colours.
    const tips = coverArtSvg(coverArtFor({ ...post, category: 'website-tips', coverTrade: 'roofer' }, trades));
    expect(tips).not.toBe(checklist);
    expect(coverArtFor({ ...post, category: 'website-tips', coverTrade: 'roofer' }, trades)).toMatchObject({
      topic: 'checklist',
      palette: trades.find((trade) => trade.itemId === 'roofer')!.cover.palette,
    });
  });

  it('makes the trade the subject, or the city with the trade as its seal: one motif per trade', () => {
    const motifs = new Map<string, Set<string>>();
    for (const article of localArticles) {
      const svg = localCover(article);
      if (cityLed(svg)) {
        // The landmark full size (or closer), the trade's motif in the seal.
        expect(Number(/<g id="city" transform="translate\([-\d.]+ [-\d.]+\) scale\(([\d.]+)\)">/.exec(svg)?.[1])).toBeGreaterThanOrEqual(1);
        motifs.set(article.trade, (motifs.get(article.trade) ?? new Set()).add(sealDrawing(svg)));
        continue;
      }
      const parts = coverParts(svg);
      // The motif fills most of the height; the skyline is scaled down to a hint of the city.
      expect(parts.scale).toBeGreaterThanOrEqual(0.75);
      expect(parts.cityScale).toBeLessThanOrEqual(0.7);
      motifs.set(
        article.trade,
        (motifs.get(article.trade) ?? new Set()).add(parts.drawing.replace(/^<g filter="url\(#lift\)">([\s\S]*)<\/g>$/, '$1')),
      );
    }
    // The same motif in every city of a trade, a different one for each trade.
    for (const drawings of motifs.values()) expect(drawings.size).toBe(1);
    expect(new Set([...motifs.values()].flatMap((drawings) => [...drawings])).size).toBe(motifs.size);
    // A trade without a motif of its own (an editor may add one) still gets one (a toolbox), not just a skyline.
    const unknown = coverParts(coverArtSvg({ trade: 'astronaut', city: 'Chicago', iconSvg: ICON })).drawing;
    expect(unknown.length).toBeGreaterThan(200);
    for (const drawings of motifs.values()) expect(drawings.has(unknown)).toBe(false);
  });

  it("alternates a trade's covers in one language, oldest first: trade-led, then city-led, so neighbours are two drawings", () => {
    const groups = new Map<string, typeof localArticles>();
    for (const article of localArticles) {
      const key = `${article.language} ${article.trade}`;
      groups.set(key, [...(groups.get(key) ?? []), article]);
    }
    for (const [group, articles] of groups) {
      const ordered = [...articles].sort((a, b) => (turns.get(coverTurnKey(a)) ?? 0) - (turns.get(coverTurnKey(b)) ?? 0));
      const led = ordered.map((article) => cityLed(localCover(article)));
      for (let index = 1; index < led.length; index += 1) expect([group, index, led[index]]).not.toEqual([group, index, led[index - 1]]);
    }
  });

  it("varies one trade's motif-led covers over its cities: the motif's side and direction, and the framing", () => {
    for (const trade of new Set(localArticles.map((article) => article.trade))) {
      const layouts = localArticles
        .filter((article) => article.trade === trade)
        .map(localCover)
        .filter((svg) => !cityLed(svg))
        .map((svg) => coverParts(svg))
        .map(({ side, mirrored, scale }) => `${side} ${mirrored} ${scale}`);
      if (layouts.length < 3) continue;
      expect([trade, new Set(layouts).size >= 2]).toEqual([trade, true]);
    }
  });

  it('tells covers apart by their shapes, not only by their colours', async () => {
    // Recoloured copies of one skyline correlated at up to 0.98; different motifs stay well below.
    const shapes = await Promise.all(localArticles.map((article) => shape(localCover(article))));
    const pairs = localArticles.flatMap((a, i) =>
      localArticles.slice(i + 1).map((b, offset) => ({ a, b, r: correlation(shapes[i]!, shapes[i + 1 + offset]!) })),
    );
    // Covers are seen side by side within a language (listings, related articles), so that is where they must differ.
    for (const { a, b, r } of pairs.filter(({ a, b }) => a.language === b.language)) {
      const limit = a.trade === b.trade ? 0.9 : 0.85;
      expect([a.slug, b.slug, r < limit]).toEqual([a.slug, b.slug, true]);
    }
  });

  it('fails loudly for a Local SEO article without a trade and a post whose cover is no motif', () => {
    const article = { articleId: 'en/plumber-halifax', slug: 'plumber-halifax', trade: null, city: 'Halifax' };
    expect(() => coverArtFor({ ...article, kind: 'local-seo' }, trades)).toThrow(/plumber-halifax.*without a trade/);
    expect(() => coverArtFor({ ...article, kind: 'general', category: 'website-tips', cover: 'gardening' }, trades)).toThrow(
      /Unknown cover "gardening"/,
    );
    expect(() =>
      coverArtFor(
        { kind: 'local-seo', articleId: `en/${unlisted}-leeds`, slug: `${unlisted}-leeds`, trade: unlisted, city: 'Leeds' },
        trades,
      ),
    ).toThrow(new RegExp(`${unlisted}-leeds.*"${unlisted}".*trades\\.json`));
  });

  it("draws each Local SEO article in its trade's chosen colours, with its trade's own icon in the badge", () => {
    for (const article of localArticles) {
      const trade = trades.find((candidate) => candidate.itemId === article.trade)!;
      expect([article.slug, localCover(article).includes(coverPalette(trade.cover.palette).accent)]).toEqual([article.slug, true]);
    }
    // The badge shows the trade's icon from the content: another icon draws another cover.
    const [sample] = localArticles;
    expect(localCover(sample!)).not.toBe(
      coverArtSvg(
        coverArtFor(
          { ...sample!, kind: 'local-seo', articleId: articleIdentity(sample!), variant: turns.get(coverTurnKey(sample!)) },
          trades.map((trade) => ({ ...trade, icon: trade.icon === 'Zap' ? 'Fan' : 'Zap' })),
        ),
      ),
    );
  });

  it('places the icon in a badge, sized by the cover rather than the icon', () => {
    const svg = coverArtSvg({ trade: 'plumber', city: 'Chicago', iconSvg: ICON });
    expect(svg).not.toContain('width="24"');
    expect(svg).not.toContain('class="lucide"');
    // The icon's own shapes keep their size.
    expect(svg).toContain('<rect width="14" height="20" x="5" y="2" rx="2"/>');
  });

  it('falls back to a generated skyline for an unknown city (a Dutch town for a Dutch article) and to the brand colours for an unknown trade', () => {
    // Towns no skyline is drawn for: the model keeps these names for tests, so no article can ever be in them.
    const town = RESERVED_FOR_TESTS.town;
    const otherTown = `${RESERVED_FOR_TESTS.town} North`;
    expect(CITY_SKYLINES.some((name) => [town, otherTown].includes(name))).toBe(false);
    const dutch = coverArtSvg({ trade: 'plumber', city: town, language: 'nl', iconSvg: ICON });
    expect(dutch).not.toBe(coverArtSvg({ trade: 'plumber', city: town, iconSvg: ICON }));
    expect(dutch).not.toBe(coverArtSvg({ trade: 'plumber', city: otherTown, language: 'nl', iconSvg: ICON }));
    const generated = coverArtSvg({ trade: 'plumber', city: town, iconSvg: ICON });
    expect(generated).toContain('width="1200" height="630"');
    expect(generated).toContain('<g id="city"');
    expect(generated).not.toBe(coverArtSvg({ trade: 'plumber', city: otherTown, iconSvg: ICON }));
    // A drawn town keeps its own landmark, not the generated one.
    const [drawn] = CITY_SKYLINES;
    expect(coverArtSvg({ trade: 'plumber', city: drawn, iconSvg: ICON })).not.toBe(
      coverArtSvg({ trade: 'plumber', city: `${drawn} ${town}`, iconSvg: ICON }),
    );
    expect(coverArtSvg({ trade: 'plumber', city: null, iconSvg: ICON })).toContain('<svg');
    const unknownTrade = coverArtSvg({ trade: 'astronaut', city: 'Chicago', iconSvg: ICON });
    expect(unknownTrade).toContain('#0b1f33');
    expect(unknownTrade).not.toBe(coverArtSvg({ trade: 'plumber', city: 'Chicago', iconSvg: ICON }));
    // City names match whatever their case.
    expect(coverArtSvg({ trade: 'hvac', city: ' sydney ', iconSvg: ICON })).toBe(
      coverArtSvg({ trade: 'hvac', city: 'Sydney', iconSvg: ICON }),
    );
  });

  it('rejects an unknown topic with a clear message', () => {
    expect(() => coverArtSvg({ topic: 'gardening' as Topic, iconSvg: ICON })).toThrow(/Unknown cover topic "gardening"/);
  });
});

describe('social images', () => {
  it('carry the escaped title and the brand beside the art', () => {
    const svg = socialImageSvg({ trade: 'locksmith', city: 'Vancouver', iconSvg: ICON, title: 'Keys & <locks>', brand: 'Tradecraft Web' });
    expect(svg).toContain('>Keys &amp; &lt;locks&gt;</text>');
    expect(svg).toContain('>Tradecraft Web</text>');
    expect(svg).toContain('width="1200" height="630"');
  });

  it('shows every real title whole, in at most four lines that fit the panel, in glyphs Inter has', () => {
    const titles = [...localArticles.map((article) => article.title), ...generalPosts.map((post) => post.title)];
    for (const title of titles) {
      const svg = socialImageSvg({ topic: 'checklist', iconSvg: ICON, title, brand: 'Tradecraft Web', measureText: measure });
      const lines = [...svg.matchAll(/<text x="64" y="\d+"[^>]*font-size="(\d+)"[^>]*>([^<]*)<\/text>/g)];
      expect(lines.length).toBeGreaterThanOrEqual(1);
      expect(lines.length).toBeLessThanOrEqual(4);
      for (const [, size, text] of lines) expect(measure(text ?? '', Number(size))).toBeLessThanOrEqual(540);
      expect(lines.map(([, , text]) => text).join(' ')).toBe(title.replace(/&/g, '&amp;'));
      expect(() => textToPaths(svg)).not.toThrow();
    }
  });

  it('writes the site address beside the brand on the default image', () => {
    const svg = socialImageSvg({
      topic: 'studio',
      iconSvg: ICON,
      title: 'Professional websites for local tradespeople',
      brand: 'Tradecraft Web',
      note: 'www.tradecraftweb.com',
    });
    expect(svg).toContain('www.tradecraftweb.com');
  });
});

describe('wrapText', () => {
  it('wraps by character count by default', () => {
    expect(wrapText('Chicago Plumber Websites: Turn Winter Emergencies Into Clients', 20, 4)).toEqual([
      'Chicago Plumber',
      'Websites: Turn',
      'Winter Emergencies',
      'Into Clients',
    ]);
  });

  it('marks a cut with an ellipsis on the last line, which still fits', () => {
    const cut = wrapText('one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen', 10, 2);
    expect(cut).toEqual(['one two', 'three…']);
    expect(wrapText('Plan ahead: storms, heat, and more', 12, 1)).toEqual(['Plan ahead…']);
    expect(wrapText('Short title', 20, 2)).toEqual(['Short title']);
  });

  it('measures lines with the given function', () => {
    const wide = (line: string) => line.length * (line.includes('W') ? 3 : 1);
    expect(wrapText('Wide words here', 12, 3, wide)).toEqual(['Wide', 'words here']);
  });
});

describe('social image titles', () => {
  it('cut a title too long for four lines with an ellipsis', () => {
    const title = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');
    const svg = socialImageSvg({ topic: 'mobile', iconSvg: ICON, title, brand: 'Tradecraft Web' });
    const lines = [...svg.matchAll(/<text x="64" y="\d+"[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toMatch(/…$/);
  });
});

describe('covers seen side by side', () => {
  it("take turns: a trade's articles in one language alternate the motif's side, by their place in the order", () => {
    const sides = [0, 1, 2, 3].map(
      (variant) => coverParts(coverArtSvg({ trade: 'roofer', city: `Town ${variant}`, language: 'nl', variant, iconSvg: ICON })).side,
    );
    expect(sides[1]).not.toBe(sides[0]);
    expect(sides[2]).toBe(sides[0]);
    expect(sides[3]).toBe(sides[1]);
  });
});
