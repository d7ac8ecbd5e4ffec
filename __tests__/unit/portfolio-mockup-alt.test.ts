import { LANGUAGES } from '../../src/lib/languages';
import { caseMockupSvgs, type MockupCase } from '../../src/node/case-mockup-svg';
import { readCaseMockupSources, styleVariant } from '../../src/node/case-mockups';
import { portfolioMockupFields } from '../../src/node/schema/portfolio-mockup';

/*
 * The mockups' alt text is chosen at build time (src/node/schema/portfolio-mockup.ts): it must name what the drawings
 * of every case in content/portfolio/cases.json show, the phone as printed and the feature of the phone and close-up.
 */

type Resolve = (item: MockupCase, args: { language: string }) => string | null;
const fields: Record<string, { resolve: Resolve }> = portfolioMockupFields;
const field = (name: string, item: MockupCase, language: string = item.market) => fields[name]!.resolve(item, { language });

const sources = readCaseMockupSources();
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const wordsIn = (svg: string) =>
  [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)]
    .map((match) => (match[1] ?? '').replace(/&(amp|lt|gt|quot|#39);/g, (_entity, name: string) => ENTITIES[name] ?? ''))
    .join(' ');

describe("the portfolio mockups' alt text, resolved at build time", () => {
  it.each(sources.map((source, index) => [source.item.slug, source, index] as const))(
    '%s: names the phone the drawing prints and the first word of the features it draws',
    (_slug, source, index) => {
      const { item } = source;
      const svgs = caseMockupSvgs(item, source.motif, styleVariant(sources, index));
      expect(wordsIn(svgs.main)).toContain(field('mockupPhone', item));
      const lower = (text: string) => text.toLocaleLowerCase(item.market);
      const firstWord = (text: string) => lower(text.split(' ')[0]!);
      const phoneText = field('mockupPhoneFeature', item);
      if (phoneText) expect(lower(wordsIn(svgs.phone))).toContain(firstWord(phoneText));
      const detailText = field('mockupDetailFeature', item);
      if (detailText) expect(lower(wordsIn(svgs.detail))).toContain(firstWord(detailText));
      expect(['reviews', 'price-list', 'service-area', 'credentials']).toContain(field('mockupDetailKind', item));
    },
  );

  it("gives a feature's words in the language asked, and refuses an unknown language", () => {
    const item = sources.map((source) => source.item).find((candidate) => field('mockupPhoneFeature', candidate) !== null)!;
    for (const language of LANGUAGES) {
      const text = field('mockupPhoneFeature', item, language);
      expect(item.features.map((feature) => feature.text[language])).toContain(text);
    }
    expect(() => field('mockupPhoneFeature', item, 'xx')).toThrow('Unknown language');
  });
});
