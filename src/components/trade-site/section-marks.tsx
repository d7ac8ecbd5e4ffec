import React from 'react';
import { Icon } from '../ui/Icon';

/**
 * Marks the sections of both renderings of a tradesperson's site draw (the sketch's, a client's). Apart from parts.tsx
 * so that a client's site loads them with its sections, at first use, not with its header and hero.
 * They are plain functions and one element, not components: named props would cost script bytes.
 */

/** Five stars, read out as the rating they stand for. */
export function stars(label: string) {
  return (
    <span role="img" aria-label={label} className="inline-flex gap-0.5 text-[#b45309]">
      {[0, 1, 2, 3, 4].map((star) => (
        <Icon key={star} name="Star" className="h-5 w-5 fill-current" />
      ))}
    </span>
  );
}

/** The area's map pin in a round badge on the hero's colour. */
export const AREA_PIN = (
  <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-[var(--ts-hero)] text-[var(--ts-hero-text)]">
    <Icon name="MapPin" className="h-6 w-6" />
  </span>
);

/** The days of a line of opening hours, marked with a clock. */
export function hoursDays(days: string) {
  return (
    <dt className="inline-flex items-center gap-2 font-semibold">
      <Icon name="Clock" className="h-4 w-4 shrink-0 text-[var(--ts-muted)]" />
      {days}
    </dt>
  );
}
