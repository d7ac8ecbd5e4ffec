import React, { useState } from 'react';
import { Icon } from '../ui/Icon';

/** The client's banner (a storm warning, holiday hours), in its own words; the visitor can close it. */
export function Banner({ text, close }: { text: string; close: string }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div className="bg-[#fde68a] text-[#1f1300]" role="region" aria-label={text} data-feature="banner" data-testid="case-site-banner">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2 @3xl:px-8">
        <Icon name="AlertTriangle" className="h-5 w-5 shrink-0" />
        <p className="min-w-0 flex-1 text-sm font-bold [overflow-wrap:anywhere]">{text}</p>
        <button
          type="button"
          onClick={() => setOpen(false)}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-black/10"
          aria-label={close}
        >
          <Icon name="X" className="h-5 w-5" />
        </button>
      </div>
    </div>
  );
}
