/**
 * The kind of business a trade is, as its customers reach it: the trade content type declares one
 * (content/home/trades.json), and the website sketch's call to action, hero points and sections follow it, so a salon
 * never promises a quote and a roofer never an emergency line. Pure data, so the content model, the editor and the
 * sketch read one list.
 */
export const TRADE_KINDS = ['call-out', 'appointment', 'project'] as const;
export type TradeKind = (typeof TRADE_KINDS)[number];

/** The editor's words for each kind: what the customer does first, and what the sketch then shows. */
export const TRADE_KIND_LABELS: Record<TradeKind, string> = {
  'call-out': 'Call-out: customers call when something breaks (call button, 24/7 emergency line)',
  appointment: 'Appointment: customers book a visit (online booking, opening hours, price list)',
  project: 'Project: customers ask for a quote (quote request, photos of the work, the area served)',
};

/**
 * The kind of "other" and of a trade the site no longer lists: a quote request. Unlike an emergency line or a booking
 * system it promises nothing an unknown business may not offer, and the generic texts already speak of free quotes.
 */
export const DEFAULT_TRADE_KIND: TradeKind = 'project';

export const isTradeKind = (value: unknown): value is TradeKind => (TRADE_KINDS as readonly unknown[]).includes(value);

/** A kind as GraphQL gives it (a string), or the default. */
export const tradeKindOf = (value: string | null | undefined): TradeKind => (isTradeKind(value) ? value : DEFAULT_TRADE_KIND);
