import React, { useId, useState } from 'react';
import type { CaseSiteWords } from '../../lib/case-site/words';
import { photo } from '../trade-site/parts';

/**
 * A before-and-after comparison: the "after" picture over the "before", cut at the slider. The slider is a native range
 * input laid over the pictures, so a finger drags it, the arrow keys move it and a screen reader names it.
 */
export function BeforeAfter({
  before,
  after,
  words,
  label,
  className = '',
}: {
  before: string;
  after: string;
  words: CaseSiteWords;
  label: string;
  className?: string;
}) {
  const [split, setSplit] = useState(50);
  const id = useId();
  const picture = (base: string, alt: string, style?: React.CSSProperties) =>
    photo(base, '(min-width: 1024px) 900px, 100vw', alt, {
      loading: 'lazy',
      className: 'absolute inset-0 h-full w-full object-cover',
      style,
    });
  return (
    <div className={`max-w-4xl ${className}`} data-testid="case-site-before-after">
      <div className="relative aspect-[3/2] overflow-hidden rounded-[var(--ts-radius)] bg-[var(--ts-surface)]">
        {picture(before, `${words.before}: ${label}`)}
        {picture(after, `${words.after}: ${label}`, { clipPath: `inset(0 0 0 ${split}%)` })}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 w-1 -translate-x-1/2 bg-white shadow-[0_0_0_1px_rgb(0_0_0/0.3)]"
          style={{ left: `${split}%` }}
        >
          <span className="absolute left-1/2 top-1/2 flex h-11 w-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white text-lg font-bold text-[#111827] shadow-lg">
            ⇆
          </span>
        </span>
        <span className="pointer-events-none absolute left-3 top-3 rounded bg-[#111827]/80 px-2 py-1 text-sm font-bold text-white">
          {words.before}
        </span>
        <span className="pointer-events-none absolute right-3 top-3 rounded bg-[#111827]/80 px-2 py-1 text-sm font-bold text-white">
          {words.after}
        </span>
        <label htmlFor={id} className="sr-only">
          {words.compare}
        </label>
        <input
          id={id}
          type="range"
          min={0}
          max={100}
          step={1}
          value={split}
          onChange={(event) => setSplit(Number(event.target.value))}
          aria-valuetext={`${words.before} ${split}%, ${words.after} ${100 - split}%`}
          className="absolute inset-0 h-full w-full cursor-ew-resize opacity-0 focus-visible:opacity-0"
          data-testid="case-site-compare"
        />
      </div>
      <p className="mt-3 text-center text-sm text-[var(--ts-muted)]">{words.compare}</p>
    </div>
  );
}
