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

/** One line of the home quote: the subscription, the chosen package's surcharge, a chosen feature, or the setup. */
export interface HomeQuoteLine {
  kind: 'subscription' | 'package' | 'feature' | 'setup';
  id: string;
  monthly: number;
  setup: number;
}

/**
 * The quote itemised as the calculator shows it, each line the amount its chosen card states (the package's and each
 * feature's monthly price): together they are the quote's monthly fee and setup.
 */
export function homeQuoteLines(quote: HomeQuote, selection: HomeQuoteSelection, pricing: { monthly: number }): HomeQuoteLine[] {
  return [
    { kind: 'subscription', id: 'subscription', monthly: pricing.monthly, setup: 0 },
    ...(quote.packageExtra > 0 ? [{ kind: 'package' as const, id: selection.packageId, monthly: quote.packageExtra, setup: 0 }] : []),
    ...quote.extras.map((extra) => ({ kind: 'feature' as const, id: extra.id, monthly: extra.monthly, setup: 0 })),
    { kind: 'setup', id: 'setup', monthly: 0, setup: quote.setup },
  ];
}
