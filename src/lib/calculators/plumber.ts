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

/** What a card of the calculator puts on the quote's setup and monthly fee, before any discount. */
export interface PriceEffect {
  setup: number;
  monthly: number;
}

export interface PlumberOptionAmounts {
  /** Each website type: its own price, paid once at setup, before the speed. */
  websiteTypes: Record<string, PriceEffect>;
  /** Each add-on: its own price, paid once at setup, before the speed (its monthly third is in `addonsMonthly`). */
  addons: Record<string, PriceEffect>;
  /** Each speed: the difference it makes to the setup of the chosen type and add-ons, on its own. */
  speeds: Record<string, PriceEffect>;
  /** The chosen add-ons' share of the monthly fee: a third of their total, rounded once over the sum. */
  addonsMonthly: number;
  /** The subscription every quote starts from. */
  subscription: number;
}

/**
 * The amounts the calculator's cards show, by one rule that makes the chosen cards add up to the quote: each website
 * type and add-on shows its own price before the speed; each speed shows what it adds to those prices (the quote's
 * setup at that speed minus the chosen prices); the add-ons' monthly share is one amount, since the formula rounds
 * once over their sum (a third of each, rounded apiece, would not add up). Computed with plumberQuote itself.
 */
export function plumberOptionAmounts(options: PlumberCalculatorOptions, selection: PlumberSelection, base: number): PlumberOptionAmounts {
  const quote = plumberQuote(options, selection, base);
  const chosenType = find(options.websiteTypes, selection.websiteType, 'website type');
  const beforeSpeed = chosenType.price + quote.addonTotal;
  const withoutAddons = plumberQuote(options, { ...selection, addons: [] }, base);
  return {
    websiteTypes: Object.fromEntries(options.websiteTypes.map((type) => [type.id, { setup: type.price, monthly: 0 }])),
    addons: Object.fromEntries(options.addons.map((addon) => [addon.id, { setup: addon.price, monthly: 0 }])),
    speeds: Object.fromEntries(
      options.speeds.map((speed) => [
        speed.id,
        { setup: plumberQuote(options, { ...selection, speed: speed.id }, base).setup - beforeSpeed, monthly: 0 },
      ]),
    ),
    addonsMonthly: quote.monthly - withoutAddons.monthly,
    subscription: withoutAddons.monthly,
  };
}

/** One line of what the visitor chose: a card, the add-ons' monthly share or the subscription, with its amounts. */
export interface PlumberChosenLine {
  kind: 'websiteType' | 'addon' | 'speed' | 'addonsMonthly' | 'subscription';
  id: string;
  amounts: PriceEffect;
}

/** The amounts beside what the visitor chose, in the page's order: together they are the quote's setup and monthly fee. */
export function plumberChosenLines(amounts: PlumberOptionAmounts, selection: PlumberSelection): PlumberChosenLine[] {
  const none = { setup: 0, monthly: 0 };
  return [
    { kind: 'websiteType', id: selection.websiteType, amounts: amounts.websiteTypes[selection.websiteType] ?? none },
    ...[...new Set(selection.addons)].map((id) => ({ kind: 'addon' as const, id, amounts: amounts.addons[id] ?? none })),
    { kind: 'speed', id: selection.speed, amounts: amounts.speeds[selection.speed] ?? none },
    { kind: 'addonsMonthly', id: 'addons', amounts: { setup: 0, monthly: amounts.addonsMonthly } },
    { kind: 'subscription', id: 'subscription', amounts: { setup: 0, monthly: amounts.subscription } },
  ];
}
