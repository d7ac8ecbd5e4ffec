import { homeQuote, type HomeQuoteOptions } from './home-quote';
import { defaultPlumberSelection, plumberQuote, type PlumberCalculatorOptions } from './plumber';

/** The extra both calculators sell, by the same id in both files: the example their notes compare. */
export const SHARED_EXTRA = 'booking';

/** What the shared extra adds in each calculator, each by its own formula (the specification's, unchanged). */
export interface SharedExtraPrices {
  /** The home plan: added to the monthly fee, no setup. */
  homeMonthly: number;
  /** The plumber package: its price once at setup (at normal speed), and a third of it a month. */
  plumberSetup: number;
  plumberMonthly: number;
}

/**
 * The two calculators price extras by the two models the specification gives them, so one extra has two prices. The
 * home calculator says so with this example (the plumber page's add-on hint says why), computed by the formulas
 * themselves: the quote with the extra minus the quote without it, from each calculator's starting choice.
 */
export function sharedExtraPrices(
  home: HomeQuoteOptions,
  plumber: PlumberCalculatorOptions,
  pricing: { monthly: number; setupFee: number },
): SharedExtraPrices {
  const packageId = home.packages[0]?.id ?? '';
  const homeWithout = homeQuote(home, { packageId, features: [] }, pricing);
  const homeWith = homeQuote(home, { packageId, features: [SHARED_EXTRA] }, pricing);
  const start = { ...defaultPlumberSelection(plumber), addons: [] };
  const plumberWithout = plumberQuote(plumber, start, pricing.monthly);
  const plumberWith = plumberQuote(plumber, { ...start, addons: [SHARED_EXTRA] }, pricing.monthly);
  return {
    homeMonthly: homeWith.monthly - homeWithout.monthly,
    plumberSetup: plumberWith.setup - plumberWithout.setup,
    plumberMonthly: plumberWith.monthly - plumberWithout.monthly,
  };
}
