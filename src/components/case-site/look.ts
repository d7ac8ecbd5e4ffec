import type { CardTreatment } from '../../lib/case-site/layout';

/** The cards' treatment per style, as classes over the theme's variables (components/trade-site/parts.tsx). */
export const CARD: Record<CardTreatment, string> = {
  raised: 'rounded-[var(--ts-radius)] bg-[var(--ts-page)] shadow-[0_6px_24px_rgb(15_23_42/0.10)] ring-1 ring-[var(--ts-line)]',
  ruled: 'border-t-4 border-[var(--ts-accent)] bg-[var(--ts-surface)]',
  bubble: 'rounded-[var(--ts-radius)] border-2 border-[var(--ts-line)] bg-[var(--ts-surface)]',
  hairline: 'border border-[var(--ts-line)] bg-[var(--ts-page)]',
  plain: 'rounded-[var(--ts-radius)] bg-[var(--ts-surface)]',
};

export const FIELD =
  'block min-h-[48px] w-full rounded-[var(--ts-radius)] border-2 border-[var(--ts-line)] bg-[var(--ts-page)] px-3 py-2 text-base text-[var(--ts-ink)] focus:border-[var(--ts-ink)] focus:outline-none focus:ring-2 focus:ring-[var(--ts-accent)]';

export const LABEL = 'block text-sm font-bold text-[var(--ts-ink)]';
export const ERROR = 'mt-1 text-sm font-semibold text-[#b91c1c]';
export const MUTED = 'text-[var(--ts-muted)]';
