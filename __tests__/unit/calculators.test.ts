import {
  defaultPlumberSelection,
  plumberChosenLines,
  plumberOptionAmounts,
  plumberQuote,
  speedSurchargePercent,
  toggleAddon,
  type PlumberCalculatorOptions,
  type PlumberSelection,
} from '../../src/lib/calculators/plumber';
import { homeQuote, homeQuoteLines } from '../../src/lib/calculators/home-quote';
import { SHARED_EXTRA, sharedExtraPrices } from '../../src/lib/calculators/price-models';
import homeQuoteFile from '../../content/calculators/home-quote.json';
import plumberFile from '../../content/calculators/plumber.json';
import { formatMoney } from '../../src/lib/format';
import { selectionSummary } from '../../src/lib/calculators/plumber-summary';
import { createTranslator } from '../../src/lib/i18n';
import nlPlumber from '../../locales/nl/plumber.json';
import enPlumber from '../../locales/en/plumber.json';
import { plumberCardLabels } from '../../src/lib/calculators/plumber-labels';
import { LANGUAGES, languageDefinition, type Language } from '../../src/lib/languages';

// The customer's numbers (spec section 9), independent of the content file so a changed file is caught.
const options: PlumberCalculatorOptions = {
  websiteTypes: [
    { id: 'basic', price: 0 },
    { id: 'standard', price: 0, default: true },
    { id: 'premium', price: 15 },
  ],
  addons: [
    { id: 'webshop', price: 25 },
    { id: 'booking', price: 15 },
    { id: 'crm', price: 20 },
    { id: 'sms', price: 10 },
    { id: 'analytics', price: 8 },
    { id: 'multilang', price: 20 },
    { id: 'ai-chat', price: 25 },
    { id: 'voip', price: 30 },
  ],
  speeds: [
    { id: 'normal', multiplier: 1 },
    { id: 'fast', multiplier: 1.5 },
    { id: 'express', multiplier: 2 },
  ],
  businessTypes: [
    { id: 'plumber', discountPercent: 0 },
    { id: 'heating', discountPercent: 0 },
    { id: 'bathroom', discountPercent: 5 },
    { id: 'emergency', discountPercent: 0 },
    { id: 'installer', discountPercent: 0 },
    { id: 'drain', discountPercent: 0 },
  ],
};
const BASE = 49.5;

describe('plumber calculator', () => {
  it('starts at standard, no add-ons, normal speed, no business type: no setup, base monthly', () => {
    const selection = defaultPlumberSelection(options);
    expect(selection).toEqual({ websiteType: 'standard', addons: [], speed: 'normal', businessType: '' });
    expect(plumberQuote(options, selection, BASE)).toEqual({
      addonTotal: 0,
      setup: 0,
      monthly: 49.5,
      discount: 0,
      total: 49.5,
      yearly: 594,
    });
  });

  it('worked example: premium + webshop + booking, fast, bathroom 5% discount', () => {
    // setup = round((15 + 40) x 1.5 = 82.5) = 83; monthly = 49.5 + round(40 / 3 = 13.33) = 62.5
    // discount = round(5% of 145.5 = 7.275) = 7; total = 83 + 62.5 - 7 = 138.5; yearly = 55.5 x 12 = 666
    const quote = plumberQuote(
      options,
      { websiteType: 'premium', addons: ['webshop', 'booking'], speed: 'fast', businessType: 'bathroom' },
      BASE,
    );
    expect(quote).toEqual({ addonTotal: 40, setup: 83, monthly: 62.5, discount: 7, total: 138.5, yearly: 666 });
  });

  it('rounds half up: basic + analytics + sms + booking at 1.5x gives a setup of round(49.5) = 50', () => {
    // 33 x 1.5 = 49.5 -> 50; monthly = 49.5 + round(11) = 60.5
    const quote = plumberQuote(
      options,
      { websiteType: 'basic', addons: ['analytics', 'sms', 'booking'], speed: 'fast', businessType: 'plumber' },
      BASE,
    );
    expect(quote).toEqual({ addonTotal: 33, setup: 50, monthly: 60.5, discount: 0, total: 110.5, yearly: 726 });
  });

  it('rounds the add-on third: 8 / 3 = 2.67 -> 3, and doubles for express', () => {
    const quote = plumberQuote(options, { websiteType: 'standard', addons: ['analytics'], speed: 'express', businessType: '' }, BASE);
    expect(quote).toEqual({ addonTotal: 8, setup: 16, monthly: 52.5, discount: 0, total: 68.5, yearly: 630 });
  });

  it('all add-ons, premium, express, bathroom', () => {
    // add-ons 153; setup = (15 + 153) x 2 = 336; monthly = 49.5 + round(51) = 100.5
    // discount = round(0.05 x 436.5 = 21.825) = 22; total = 414.5; yearly = 78.5 x 12 = 942
    const all = options.addons.map((addon) => addon.id);
    expect(plumberQuote(options, { websiteType: 'premium', addons: all, speed: 'express', businessType: 'bathroom' }, BASE)).toEqual({
      addonTotal: 153,
      setup: 336,
      monthly: 100.5,
      discount: 22,
      total: 414.5,
      yearly: 942,
    });
  });

  it('applies the discount to the monthly fee alone when there is no setup', () => {
    // discount = round(5% of 49.5 = 2.475) = 2; yearly = 47.5 x 12 = 570
    expect(plumberQuote(options, { websiteType: 'standard', addons: [], speed: 'normal', businessType: 'bathroom' }, BASE)).toMatchObject({
      setup: 0,
      discount: 2,
      total: 47.5,
      yearly: 570,
    });
  });

  it('toggles add-ons and counts each once', () => {
    const once = toggleAddon(defaultPlumberSelection(options), 'crm');
    expect(once.addons).toEqual(['crm']);
    expect(toggleAddon(once, 'crm').addons).toEqual([]);
    expect(plumberQuote(options, { ...once, addons: ['crm', 'crm'] }, BASE).addonTotal).toBe(20);
  });

  it('shows speed multipliers as extra percentages and rejects unknown ids', () => {
    expect([1, 1.5, 2].map(speedSurchargePercent)).toEqual([0, 50, 100]);
    expect(() => plumberQuote(options, { websiteType: 'gold', addons: [], speed: 'normal', businessType: '' }, BASE)).toThrow(
      /website type/,
    );
    expect(() => plumberQuote(options, { websiteType: 'basic', addons: ['jetpack'], speed: 'normal', businessType: '' }, BASE)).toThrow(
      /add-on/,
    );
  });
});

/** Every subset of a list: 2^n of them. */
const subsets = <T>(items: readonly T[]): T[][] =>
  items.reduce<T[][]>((all, item) => [...all, ...all.map((subset) => [...subset, item])], [[]]);

/** The amounts a text shows, in the language's money pattern ("$1,234.50", "€ 1.234,50"), as numbers. */
function amountsShown(text: string, language: Language): number[] {
  const { moneyPattern, number } = languageDefinition(language);
  const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const amount = `[\\d${escape(number.group)}]+(?:${escape(number.decimal)}\\d+)?`;
  const pattern = escape(moneyPattern).replace(escape('{sign}'), '-?').replace(escape('{amount}'), `(${amount})`);
  return [...text.matchAll(new RegExp(pattern, 'g'))].map((match) =>
    Number(match[1]!.split(number.group).join('').replace(number.decimal, '.')),
  );
}

describe("the plumber calculator's labels add up to its quote", () => {
  const translators = Object.fromEntries(
    LANGUAGES.map((language) => [language, createTranslator(language, { plumber: language === 'nl' ? nlPlumber : enPlumber })]),
  );
  /**
   * Every combination of the cards: each type, each subset of add-ons, each speed. The business type has no card (its
   * discount is a line of its own), so the combinations take the business types in turn: each is met hundreds of times.
   */
  const businessTypes = ['', ...options.businessTypes.map((business) => business.id)];
  const everySelection: PlumberSelection[] = options.websiteTypes
    .flatMap((type) =>
      subsets(options.addons.map((addon) => addon.id)).flatMap((addons) =>
        options.speeds.map((speed) => ({ websiteType: type.id, addons, speed: speed.id })),
      ),
    )
    .map((selection, index) => ({ ...selection, businessType: businessTypes[index % businessTypes.length]! }));

  it.each(LANGUAGES.map((language) => [language]))(
    'in %s, for every combination, the setup shown beside the chosen options is the setup and the monthly lines the monthly fee',
    (language) => {
      const t = translators[language]!;
      const wrong: unknown[] = [];
      const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
      for (const selection of everySelection) {
        const quote = plumberQuote(options, selection, BASE);
        const amounts = plumberOptionAmounts(options, selection, BASE);
        const labels = plumberCardLabels(options, amounts, quote.addonTotal, language, t);
        // What the visitor reads beside each chosen card, summed from the texts themselves.
        const shownSetup = sum(
          [
            ...labels.websiteTypes[selection.websiteType]!,
            ...selection.addons.flatMap((id) => labels.addons[id]!),
            ...labels.speeds[selection.speed]!,
          ].flatMap((line) => amountsShown(line, language)),
        );
        const shownMonthly = BASE + sum(labels.addonsMonthly ? amountsShown(labels.addonsMonthly, language).slice(0, 1) : []);
        // The same lines as numbers, as plumberChosenLines lists them.
        const lines = plumberChosenLines(amounts, selection);
        const linesSetup = sum(lines.map((line) => line.amounts.setup));
        const linesMonthly = sum(lines.map((line) => line.amounts.monthly));
        if (shownSetup !== quote.setup || linesSetup !== quote.setup || shownMonthly !== quote.monthly || linesMonthly !== quote.monthly)
          wrong.push({ selection, quote, shownSetup, shownMonthly, linesSetup, linesMonthly });
      }
      expect(wrong).toEqual([]);
      expect(everySelection).toHaveLength(3 * 2 ** 8 * 3);
    },
  );

  it('shows the example of issue 48: Premium, Webshop, Booking and Express are $15 + $25 + $15 + $55 = $110', () => {
    const selection = { websiteType: 'premium', addons: ['webshop', 'booking'], speed: 'express', businessType: '' };
    const amounts = plumberOptionAmounts(options, selection, BASE);
    expect(plumberChosenLines(amounts, selection).map(({ kind, id, amounts: { setup, monthly } }) => [kind, id, setup, monthly])).toEqual([
      ['websiteType', 'premium', 15, 0],
      ['addon', 'webshop', 25, 0],
      ['addon', 'booking', 15, 0],
      ['speed', 'express', 55, 0],
      // round(40 / 3) once: 13, where a third of each rounded apiece would be 8 + 5.
      ['addonsMonthly', 'addons', 0, 13],
      ['subscription', 'subscription', 0, BASE],
    ]);
    const t = translators.en!;
    const labels = plumberCardLabels(options, amounts, 40, 'en', t);
    expect(labels.websiteTypes.premium).toEqual(['+$15 one-time setup']);
    expect(labels.speeds).toEqual({
      normal: ['No extra cost'],
      // round(55 x 1.5 = 82.5) = 83: 28 more than the chosen prices.
      fast: ['+$28 one-time setup'],
      express: ['+$55 one-time setup'],
    });
    expect(labels.addonsMonthly).toBe('Your extras together: +$13/month, a third of $40 rounded once');
  });

  it('says a faster speed adds nothing now when the quote has no setup, and no share line without extras', () => {
    const plain = defaultPlumberSelection(options);
    const labels = plumberCardLabels(options, plumberOptionAmounts(options, plain, BASE), 0, 'nl', translators.nl!);
    expect(labels.speeds.fast).toEqual([nlPlumber.plumber.calculator.speedNoSetup]);
    expect(labels.speeds.normal).toEqual([nlPlumber.plumber.calculator.noExtraCost]);
    expect(labels.addonsMonthly).toBeNull();
  });
});

describe('home quote calculator', () => {
  const homeOptions = {
    packages: [
      { id: 'basic', monthlyExtra: 0 },
      { id: 'standard', monthlyExtra: 0 },
      { id: 'premium', monthlyExtra: 15 },
    ],
    features: [
      { id: 'booking', monthly: 15 },
      { id: 'ecommerce', monthly: 25 },
      { id: 'multilingual', monthly: 10 },
      { id: 'blog', monthly: 0 },
      { id: 'forms', monthly: 0 },
      { id: 'seo', monthly: 0 },
    ],
  };
  const pricing = { monthly: 49.5, setupFee: 0 };

  it('is the monthly fee for a basic site with included features', () => {
    expect(homeQuote(homeOptions, { packageId: 'basic', features: ['blog', 'forms', 'seo'] }, pricing)).toEqual({
      monthly: 49.5,
      packageExtra: 0,
      setup: 0,
      extras: [],
    });
  });

  it('adds booking +15, online store +25, languages +10 and the premium package +15', () => {
    expect(homeQuote(homeOptions, { packageId: 'standard', features: ['booking'] }, pricing).monthly).toBe(64.5);
    expect(homeQuote(homeOptions, { packageId: 'premium', features: ['booking', 'ecommerce', 'multilingual', 'seo'] }, pricing)).toEqual({
      monthly: 114.5,
      packageExtra: 15,
      setup: 0,
      extras: [
        { id: 'booking', monthly: 15 },
        { id: 'ecommerce', monthly: 25 },
        { id: 'multilingual', monthly: 10 },
      ],
    });
  });
});

describe("the home calculator's lines add up to its quote", () => {
  const homeOptions = {
    packages: homeQuoteFile.packages.map(({ id, monthlyExtra }) => ({ id, monthlyExtra })),
    features: homeQuoteFile.features.map(({ id, monthly }) => ({ id, monthly })),
  };
  const pricing = { monthly: BASE, setupFee: 0 };

  it.each(LANGUAGES.map((language) => [language]))(
    "in %s, for every package and set of features, each chosen card's price is a line and the lines are the quote",
    (language) => {
      const wrong: unknown[] = [];
      const shown = (amount: number) => amountsShown(formatMoney(amount, language), language)[0] ?? NaN;
      const combinations = homeOptions.packages.flatMap((pack) =>
        subsets(homeOptions.features.map((feature) => feature.id)).map((features) => ({ packageId: pack.id, features })),
      );
      for (const selection of combinations) {
        const quote = homeQuote(homeOptions, selection, pricing);
        const lines = homeQuoteLines(quote, selection, pricing);
        const monthly = lines.reduce((sum, line) => sum + shown(line.monthly), 0);
        const setup = lines.reduce((sum, line) => sum + shown(line.setup), 0);
        // What each chosen card states (the package's surcharge, a feature's monthly price) is its line, where it costs.
        const cards = [
          homeOptions.packages.find((pack) => pack.id === selection.packageId)!.monthlyExtra,
          ...homeOptions.features.filter((feature) => selection.features.includes(feature.id)).map((feature) => feature.monthly),
        ].filter((amount) => amount > 0);
        const itemised = lines.filter((line) => line.kind === 'package' || line.kind === 'feature').map((line) => line.monthly);
        if (Math.abs(monthly - quote.monthly) > 1e-9 || setup !== quote.setup || JSON.stringify(cards) !== JSON.stringify(itemised))
          wrong.push({ selection, quote, lines });
      }
      expect(wrong).toEqual([]);
      expect(combinations).toHaveLength(homeOptions.packages.length * 2 ** homeOptions.features.length);
    },
  );
});

describe('one extra, two price models', () => {
  const homeOptions = {
    packages: [
      { id: 'basic', monthlyExtra: 0 },
      { id: 'premium', monthlyExtra: 15 },
    ],
    features: [
      { id: 'booking', monthly: 15 },
      { id: 'seo', monthly: 0 },
    ],
  };

  it('states what online booking adds in each calculator, by each formula', () => {
    // Home: +15 a month. Plumber: 15 at setup (normal speed) and round(15 / 3) = 5 a month.
    expect(sharedExtraPrices(homeOptions, options, { monthly: BASE, setupFee: 0 })).toEqual({
      homeMonthly: 15,
      plumberSetup: 15,
      plumberMonthly: 5,
    });
  });

  it('follows the files: a dearer booking add-on changes the plumber figures only', () => {
    const dearer = { ...options, addons: options.addons.map((addon) => (addon.id === SHARED_EXTRA ? { ...addon, price: 21 } : addon)) };
    expect(sharedExtraPrices(homeOptions, dearer, { monthly: BASE, setupFee: 0 })).toEqual({
      homeMonthly: 15,
      plumberSetup: 21,
      plumberMonthly: 7,
    });
  });

  it('is sold by both calculators in the content', () => {
    expect(homeQuoteFile.features.map((feature) => feature.id)).toContain(SHARED_EXTRA);
    expect(plumberFile.addons.map((addon) => addon.id)).toContain(SHARED_EXTRA);
  });
});

describe('the quote form line of the plumber calculator', () => {
  const named = {
    websiteTypes: [{ id: 'standard', name: 'Standard' }],
    addons: [
      { id: 'voip', name: 'Business phone line' },
      { id: 'chat', name: 'AI chat' },
    ],
    speeds: [{ id: 'normal', name: 'Normal' }],
    businessTypes: [{ id: 'zzp', name: 'Self-employed' }],
  };
  const quote = { addonTotal: 30, setup: 30, monthly: 59.5, discount: 0, total: 89.5, yearly: 714 };

  it('names every choice and every figure, in the page language', () => {
    const t = createTranslator('nl', { plumber: nlPlumber });
    const line = selectionSummary(
      named,
      {
        selection: { websiteType: 'standard', addons: ['voip', 'chat'], speed: 'normal', businessType: '' },
        info: { hasLogo: true, hasContent: false, currentWebsite: false },
      },
      quote,
      'nl',
      t,
    );
    expect(line).toContain('Business phone line, AI chat');
    expect(line).toContain(`Per maand ${formatMoney(59.5, 'nl')}`);
    expect(line).toContain(`Per jaar ${formatMoney(714, 'nl')}`);
    // Readable lines, as the form shows them and the owner's mail carries them.
    expect(line.split('\n')).toHaveLength(7);
    expect(line).not.toMatch(/\{\{/);
  });
});
