import {
  defaultPlumberSelection,
  plumberOptionEffects,
  plumberQuote,
  speedSurchargePercent,
  toggleAddon,
  type PlumberCalculatorOptions,
  type PlumberSelection,
} from '../../src/lib/calculators/plumber';
import { homeQuote } from '../../src/lib/calculators/home-quote';
import { SHARED_EXTRA, sharedExtraPrices } from '../../src/lib/calculators/price-models';
import homeQuoteFile from '../../content/calculators/home-quote.json';
import plumberFile from '../../content/calculators/plumber.json';
import { formatMoney } from '../../src/lib/format';
import { selectionSummary } from '../../src/lib/calculators/plumber-summary';
import { createTranslator } from '../../src/lib/i18n';
import nlPlumber from '../../locales/nl/plumber.json';

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

describe('what each plumber option adds', () => {
  /** Every selection of a grid: each type and speed, add-on subsets of up to three, each business type or none. */
  const grid = options.websiteTypes.flatMap((type) =>
    options.speeds.flatMap((speed) =>
      [[], ['webshop'], ['sms', 'analytics'], ['booking', 'crm', 'voip']].flatMap((addons) =>
        ['', 'bathroom'].map((businessType) => ({ websiteType: type.id, speed: speed.id, addons, businessType })),
      ),
    ),
  );

  it.each(grid.map((selection) => [JSON.stringify(selection), selection] as const))(
    'adds up to the quote for %s: the chosen options on top of the cheapest choices give the setup and monthly fee',
    (_name, selection) => {
      const quote = plumberQuote(options, selection, BASE);
      const effects = plumberOptionEffects(options, selection, BASE);
      // Take every chosen add-on away, one by one: each step removes exactly its stated effect.
      let current: PlumberSelection = selection;
      let { setup, monthly } = quote;
      for (const addon of selection.addons) {
        const effect = plumberOptionEffects(options, current, BASE).addons[addon]!;
        current = toggleAddon(current, addon);
        setup -= effect.setup;
        monthly -= effect.monthly;
        expect(plumberQuote(options, current, BASE)).toMatchObject({ setup, monthly });
      }
      // An add-on that is not chosen states what choosing it would add.
      for (const addon of options.addons.filter((candidate) => !selection.addons.includes(candidate.id))) {
        const added = plumberQuote(options, toggleAddon(selection, addon.id), BASE);
        expect(added.setup - quote.setup).toBe(effects.addons[addon.id]!.setup);
        expect(added.monthly - quote.monthly).toBe(effects.addons[addon.id]!.monthly);
      }
      // The cheapest type and the slowest speed add nothing; the others never lower the price.
      expect(effects.websiteTypes.basic).toEqual({ setup: 0, monthly: 0 });
      expect(effects.speeds.normal).toEqual({ setup: 0, monthly: 0 });
      for (const effect of [...Object.values(effects.websiteTypes), ...Object.values(effects.speeds)]) {
        expect(effect.setup).toBeGreaterThanOrEqual(0);
        expect(effect.monthly).toBe(0);
      }
    },
  );

  it('says a faster speed costs nothing when there is no setup, and half the setup extra when there is', () => {
    const plain = { websiteType: 'standard', addons: [], speed: 'normal', businessType: '' };
    expect(plumberOptionEffects(options, plain, BASE).speeds.fast).toEqual({ setup: 0, monthly: 0 });
    // Premium + webshop: setup 40 at regular speed, 60 fast, 80 express.
    const premium = { ...plain, websiteType: 'premium', addons: ['webshop'] };
    expect(plumberOptionEffects(options, premium, BASE).speeds).toEqual({
      normal: { setup: 0, monthly: 0 },
      fast: { setup: 20, monthly: 0 },
      express: { setup: 40, monthly: 0 },
    });
    // The webshop adds its 25 to the setup and a third of it, rounded, to the monthly fee.
    expect(plumberOptionEffects(options, plain, BASE).addons.webshop).toEqual({ setup: 25, monthly: 8 });
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
