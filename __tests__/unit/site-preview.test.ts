import { LANGUAGES, type Language } from '../../src/lib/languages';
import { MAX_LENGTH, STYLES } from '../../src/lib/forms/options';
import {
  NO_ANSWERS,
  answersFromFragment,
  leadPreview,
  previewAnswersOf,
  previewFragment,
  previewPath,
  type PreviewAnswers,
} from '../../src/lib/site-preview/answers';
import { initialsOf, sitePreviewModel } from '../../src/lib/site-preview/model';
import { formatPhone } from '../../src/lib/site-preview/phone';
import { PREVIEW_THEMES } from '../../src/lib/site-preview/theme';
import { RESERVED_FOR_TESTS } from '../../src/lib/content-model';
import { tradeFile, trades, translators } from '../support/preview-fixtures';

const TRADE_IDS = tradeFile.map((trade) => trade.id);
/** The sketch's model in a language, with that language's translator and trades. */
const modelOf = (given: PreviewAnswers, language: Language) => sitePreviewModel(given, language, translators[language], trades[language]);

const answers = (given: Partial<PreviewAnswers>): PreviewAnswers => ({ ...NO_ANSWERS, ...given });

/** A small deterministic generator, so a failing case can be run again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}
const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 &#=+%?/<>"\'éëüßøçñ€—😀.,-';
const CHARACTERS = Array.from(ALPHABET);
function randomText(next: () => number, length: number): string {
  return Array.from({ length }, () => CHARACTERS[Math.floor(next() * CHARACTERS.length)]).join('');
}

describe("the sketch of a visitor's website", () => {
  it('is drawn for the three visitors of the issue as they would expect', () => {
    const kenosha = modelOf(answers({ business: 'Kenosha Pipe & Drain', trade: 'plumber', town: 'Kenosha', phone: '262-555-0147' }), 'en');
    expect(kenosha).toMatchObject({
      name: 'Kenosha Pipe & Drain',
      initials: 'KP',
      localLine: '24/7 plumber in Kenosha',
      callLabel: 'Call (262) 555-0147',
      phone: { href: 'tel:+12625550147' },
      review: { author: 'A customer in Kenosha' },
      booking: null,
      shop: null,
    });
    expect(kenosha.services).toEqual(['Leak repairs', 'Blocked drains', 'Water heaters', 'Bathroom remodels']);

    const tacoma = modelOf(
      answers({ business: 'Bright Spark Electric', trade: 'electrician', town: 'Tacoma', phone: '(253) 555-0199', style: 'klassiek' }),
      'en',
    );
    expect(tacoma.localLine).toBe('Licensed electrician in Tacoma');
    expect(tacoma.theme.serif).toBe(true);

    const zwolle = modelOf(
      answers({
        business: 'Loodgietersbedrijf Van der Veen',
        trade: 'plumber',
        town: 'Zwolle',
        phone: '038 421 7788',
        style: 'speels',
        addOns: ['booking'],
      }),
      'nl',
    );
    expect(zwolle).toMatchObject({
      localLine: '24/7 loodgieter in Zwolle',
      callLabel: 'Bel 038 421 7788',
      phone: { href: 'tel:+31384217788' },
      review: { author: 'Een klant uit Zwolle' },
      booking: 'Online afspraak',
      shop: null,
    });
    expect(zwolle.description).toContain('Loodgietersbedrijf Van der Veen');
  });

  it.each(LANGUAGES)('draws four services, the headline and the review of every trade, and of "other" (%s)', (language) => {
    const t = translators[language];
    for (const trade of [...TRADE_IDS, 'other']) {
      const model = sitePreviewModel(answers({ business: 'Test', trade, town: RESERVED_FOR_TESTS.town }), language, t, trades[language]);
      const content = tradeFile.find((candidate) => candidate.id === trade);
      expect(new Set(model.services).size).toBe(4);
      expect(model.localLine).toContain(RESERVED_FOR_TESTS.town);
      expect(model.headline.length).toBeGreaterThan(5);
      if (content)
        expect([trade, model.headline, model.review.text]).toEqual([
          trade,
          content.preview.headline[language],
          content.preview.review[language],
        ]);
      else expect(model.headline).toBe(t('sitePreview.other.headline'));
    }
  });

  it.each(LANGUAGES)('draws each trade as its own: an HVAC technician is no electrician (%s)', (language) => {
    const hvac = modelOf(answers({ business: 'Klimaat', trade: 'hvac', town: 'Zwolle' }), language);
    const electrician = modelOf(answers({ business: 'Klimaat', trade: 'electrician', town: 'Zwolle' }), language);
    const content = tradeFile.find((trade) => trade.id === 'hvac')!;
    expect(hvac.localLine).toContain(content.preview.role[language]);
    expect(hvac.headline).toBe(content.preview.headline[language]);
    expect(hvac.services).toEqual(content.preview.services.map((service) => service[language]));
    expect(hvac.review.text).toBe(content.preview.review[language]);
    expect(hvac.icon).toBe(content.icon);
    for (const key of ['localLine', 'headline', 'services', 'review', 'icon'] as const) expect(hvac[key]).not.toEqual(electrician[key]);
  });

  it('draws "other", no trade, a trade no longer listed and an old link\'s group with the generic texts', () => {
    const generic = modelOf(answers({ business: 'A', trade: 'other' }), 'nl');
    expect(generic.headline).toBe(translators.nl('sitePreview.other.headline'));
    expect(generic.icon).toBe('Sparkles');
    for (const trade of ['', 'installatie', RESERVED_FOR_TESTS.trade])
      expect(modelOf(answers({ business: 'A', trade }), 'nl')).toMatchObject({
        headline: generic.headline,
        services: generic.services,
        localLine: generic.localLine,
        icon: generic.icon,
      });
  });

  it('speaks the page language, and says "near you" until the town is given', () => {
    const plumber = answers({ business: 'Jansen', trade: 'plumber' });
    expect(modelOf(plumber, 'en').localLine).toBe('24/7 plumber near you');
    expect(modelOf(plumber, 'nl').localLine).toBe('24/7 loodgieter bij jou in de buurt');
    expect(modelOf(plumber, 'nl').services).not.toEqual(modelOf(plumber, 'en').services);
    expect(modelOf(answers({}), 'nl')).toMatchObject({ name: 'Jouw bedrijf', initials: 'JB' });
  });

  it("changes palette and type with the style, modern until one is chosen, and shows the calculator's add-ons", () => {
    const styled = STYLES.map((style) => modelOf(answers({ business: 'A', style }), 'en').theme);
    expect(new Set(styled.map((theme) => theme.hero)).size).toBe(STYLES.length);
    expect(modelOf(answers({ business: 'A' }), 'en').theme).toBe(PREVIEW_THEMES.modern);
    const both = modelOf(answers({ business: 'A', addOns: ['booking', 'ecommerce'] }), 'en');
    expect([both.booking, both.shop]).toEqual(['Book online', 'Shop']);
    expect(both.description).toContain('a button to book online, a shop');
  });

  it('takes initials from the words of the name', () => {
    expect(initialsOf('van Dijk installatie')).toBe('VD');
    expect(initialsOf('  ')).toBe('?');
    expect(initialsOf('<b>hi</b> there')).toBe('BT');
  });
});

describe('phone numbers in the sketch', () => {
  it.each([
    ['262-555-0147', 'en', '(262) 555-0147', 'tel:+12625550147'],
    ['1 262 555 0147', 'en', '(262) 555-0147', 'tel:+12625550147'],
    ['+1 253 555 0199', 'nl', '+1 (253) 555-0199', 'tel:+12535550199'],
    ['038 421 7788', 'nl', '038 421 7788', 'tel:+31384217788'],
    ['0612345678', 'nl', '06 1234 5678', 'tel:+31612345678'],
    ['+31 (0)6 1234-5678', 'nl', '06 1234 5678', 'tel:+31612345678'],
    ['0031 20 123 4567', 'nl', '020 123 4567', 'tel:+31201234567'],
    ['0111 123456', 'nl', '0111 123 456', 'tel:+31111123456'],
    ['+31 6 12345678', 'en', '+31 6 1234 5678', 'tel:+31612345678'],
    ['+44 20 7946 0958', 'en', '+44 20 7946 0958', 'tel:+442079460958'],
    ['call me  maybe', 'en', 'call me maybe', null],
    ['0612345678', 'en', '0612345678', null],
    // No North American area code or exchange starts with 0 or 1.
    ['123 555 0147', 'en', '123 555 0147', null],
  ] as const)('%s on a %s page is "%s"', (typed, language, display, href) => {
    expect(formatPhone(typed, language)).toEqual({ display, href });
  });

  it('never invents or drops a digit of a number it formats', () => {
    const next = random(7);
    for (let run = 0; run < 300; run += 1) {
      const digits = Array.from({ length: 10 }, () => Math.floor(next() * 10)).join('');
      for (const language of LANGUAGES) {
        const { display, href } = formatPhone(digits, language);
        if (href) expect(href.replace(/\D/g, '').endsWith(display.replace(/\D/g, '').replace(/^0/, ''))).toBe(true);
        else expect(display).toBe(digits);
      }
    }
  });
});

describe("the sketch's link", () => {
  it('holds the answers after the #, round trip, whatever was typed', () => {
    const next = random(11);
    for (let run = 0; run < 200; run += 1) {
      const given = answers({
        business: randomText(next, 1 + Math.floor(next() * 60)).trim() || 'x',
        trade: TRADE_IDS[Math.floor(next() * TRADE_IDS.length)]!,
        town: randomText(next, Math.floor(next() * 30)).trim(),
        phone: randomText(next, Math.floor(next() * 20)).trim(),
        style: next() < 0.2 ? '' : STYLES[Math.floor(next() * STYLES.length)],
        addOns: next() < 0.5 ? ['booking'] : ['booking', 'ecommerce'],
      });
      const normalised = previewAnswersOf({
        company: given.business,
        industry: given.trade,
        town: given.town,
        phone: given.phone,
        style: given.style,
        addOns: given.addOns.join(','),
      });
      const path = previewPath('nl', normalised);
      expect(path.startsWith('/nl/website-voorbeeld/#')).toBe(true);
      expect(answersFromFragment(new URL(path, 'https://example.com').hash)).toEqual(normalised);
    }
  });

  it("never carries the e-mail address or the visitor's name, and keeps out what the intake would refuse", () => {
    const fields = {
      name: 'Pat Doe',
      email: 'pat@example.com',
      company: 'Doe Roofing',
      industry: 'dak',
      style: 'neon',
      addOns: 'booking,hacking,booking',
      town: 'a'.repeat(500),
    };
    const fragment = previewFragment(previewAnswersOf(fields));
    expect(fragment).not.toMatch(/pat@|Pat/);
    const back = answersFromFragment(fragment);
    expect(back).toMatchObject({ business: 'Doe Roofing', trade: 'dak', style: '', addOns: ['booking'] });
    expect(back.town).toHaveLength(MAX_LENGTH.town);
    expect(answersFromFragment('#t=plumber&s=<script>&a=ecommerce')).toEqual(answers({ trade: 'plumber', addOns: ['ecommerce'] }));
    expect(answersFromFragment('#t=<script>&c=Delft')).toEqual(answers({ town: 'Delft' }));
  });

  it('belongs to intakes that name their business, and to no other lead', () => {
    expect(leadPreview({ kind: 'intake', fields: { company: 'Doe Roofing' } })).toMatchObject({ business: 'Doe Roofing' });
    expect(leadPreview({ kind: 'intake', fields: { company: '  ' } })).toBeNull();
    expect(leadPreview({ kind: 'quote', fields: { company: 'Doe Roofing' } })).toBeNull();
  });
});
