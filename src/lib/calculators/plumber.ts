/**
 * The plumber page's price calculator, with the customer's formulas: setup = round((type price + add-ons) x speed
 * multiplier); monthly = base + round(add-ons / 3); discount = round(discount % x (setup + monthly)); total =
 * setup + monthly - discount; yearly = (monthly - discount) x 12. Prices exclude VAT; `round` is Math.round. The
 * component only renders what this returns.
 */
export interface PlumberCalculatorOptions {
  websiteTypes: ReadonlyArray<{ id: string; price: number; default?: boolean | null }>;
  addons: ReadonlyArray<{ id: string; price: number }>;
  speeds: ReadonlyArray<{ id: string; multiplier: number }>;
  businessTypes: ReadonlyArray<{ id: string; discountPercent: number }>;
}

export interface PlumberSelection {
  websiteType: string;
  addons: readonly string[];
  speed: string;
  /** Empty when the visitor chose none: no discount. */
  businessType: string;
}

export interface PlumberQuote {
  addonTotal: number;
  /** One-time; shown only when above 0. */
  setup: number;
  monthly: number;
  discount: number;
  total: number;
  yearly: number;
}

function find<T extends { id: string }>(list: ReadonlyArray<T>, id: string, what: string): T {
  const found = list.find((item) => item.id === id);
  if (!found) throw new Error(`Unknown ${what} "${id}"`);
  return found;
}

export function plumberQuote(options: PlumberCalculatorOptions, selection: PlumberSelection, baseMonthly: number): PlumberQuote {
  const type = find(options.websiteTypes, selection.websiteType, 'website type');
  const speed = find(options.speeds, selection.speed, 'speed');
  const addonTotal = [...new Set(selection.addons)].reduce((sum, id) => sum + find(options.addons, id, 'add-on').price, 0);
  const discountPercent = selection.businessType ? find(options.businessTypes, selection.businessType, 'business type').discountPercent : 0;

  const setup = Math.round((type.price + addonTotal) * speed.multiplier);
  const monthly = baseMonthly + Math.round(addonTotal / 3);
  const discount = Math.round((discountPercent / 100) * (setup + monthly));
  return {
    addonTotal,
    setup,
    monthly,
    discount,
    total: setup + monthly - discount,
    yearly: (monthly - discount) * 12,
  };
}

/** The starting selection: the type marked default (else the first), no add-ons, the first speed, no business type. */
export function defaultPlumberSelection(options: PlumberCalculatorOptions): PlumberSelection {
  const type = options.websiteTypes.find((candidate) => candidate.default) ?? options.websiteTypes[0];
  const speed = options.speeds[0];
  if (!type || !speed) throw new Error('The plumber calculator needs website types and speeds');
  return { websiteType: type.id, addons: [], speed: speed.id, businessType: '' };
}

/** A speed's multiplier as the extra percentage shown to visitors (x1.5 is "50% extra"). */
export function speedSurchargePercent(multiplier: number): number {
  return Math.round((multiplier - 1) * 100);
}

/** Adds or removes an add-on from the selection. */
export function toggleAddon(selection: PlumberSelection, id: string): PlumberSelection {
  const addons = selection.addons.includes(id) ? selection.addons.filter((addon) => addon !== id) : [...selection.addons, id];
  return { ...selection, addons };
}

/** What an option adds to the setup fee and to the monthly fee, before any discount. */
export interface PriceEffect {
  setup: number;
  monthly: number;
}

function difference(options: PlumberCalculatorOptions, base: number, withIt: PlumberSelection, without: PlumberSelection): PriceEffect {
  const a = plumberQuote(options, withIt, base);
  const b = plumberQuote(options, without, base);
  return { setup: a.setup - b.setup, monthly: a.monthly - b.monthly };
}

export interface PlumberOptionEffects {
  /** Each website type against the cheapest type, with the rest of the selection as it is. */
  websiteTypes: Record<string, PriceEffect>;
  /** Each add-on: the quote with it against the quote without it. */
  addons: Record<string, PriceEffect>;
  /** Each speed against the slowest speed. */
  speeds: Record<string, PriceEffect>;
}

/**
 * What every option of the calculator adds to the visitor's current quote, computed by plumberQuote itself (the
 * quote with the option against the quote without it), so the figures on the options and in the quote always agree.
 */
export function plumberOptionEffects(options: PlumberCalculatorOptions, selection: PlumberSelection, base: number): PlumberOptionEffects {
  const cheapest = [...options.websiteTypes].sort((a, b) => a.price - b.price)[0];
  const slowest = [...options.speeds].sort((a, b) => a.multiplier - b.multiplier)[0];
  if (!cheapest || !slowest) throw new Error('The plumber calculator needs website types and speeds');
  const without = (id: string) => ({ ...selection, addons: selection.addons.filter((addon) => addon !== id) });
  return {
    websiteTypes: Object.fromEntries(
      options.websiteTypes.map((type) => [
        type.id,
        difference(options, base, { ...selection, websiteType: type.id }, { ...selection, websiteType: cheapest.id }),
      ]),
    ),
    addons: Object.fromEntries(
      options.addons.map((addon) => [
        addon.id,
        difference(options, base, { ...without(addon.id), addons: [...without(addon.id).addons, addon.id] }, without(addon.id)),
      ]),
    ),
    speeds: Object.fromEntries(
      options.speeds.map((speed) => [
        speed.id,
        difference(options, base, { ...selection, speed: speed.id }, { ...selection, speed: slowest.id }),
      ]),
    ),
  };
}
