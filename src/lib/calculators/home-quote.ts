/**
 * The home page's quote calculator: the configured monthly fee, plus the package's surcharge, plus the
 * chosen extra features (booking +15, online store +25, multiple languages +10; blog, forms and basic
 * SEO are included). There is no setup fee.
 */
export interface HomeQuoteOptions {
  packages: ReadonlyArray<{ id: string; monthlyExtra: number }>;
  features: ReadonlyArray<{ id: string; monthly: number }>;
}

export interface HomeQuoteSelection {
  packageId: string;
  features: readonly string[];
}

export interface HomeQuote {
  monthly: number;
  /** What the chosen package adds per month. */
  packageExtra: number;
  setup: number;
  /** Chosen features that cost extra, with their monthly price. */
  extras: Array<{ id: string; monthly: number }>;
}

export function homeQuote(
  options: HomeQuoteOptions,
  selection: HomeQuoteSelection,
  pricing: { monthly: number; setupFee: number },
): HomeQuote {
  const pack = options.packages.find((candidate) => candidate.id === selection.packageId);
  if (!pack) throw new Error(`Unknown package "${selection.packageId}"`);
  const extras = options.features
    .filter((feature) => selection.features.includes(feature.id) && feature.monthly > 0)
    .map(({ id, monthly }) => ({ id, monthly }));
  const monthly = pricing.monthly + pack.monthlyExtra + extras.reduce((sum, extra) => sum + extra.monthly, 0);
  return { monthly, packageExtra: pack.monthlyExtra, setup: pricing.setupFee, extras };
}
