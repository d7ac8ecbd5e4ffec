import React from 'react';
import { Icon } from '../ui/Icon';

/** The label every demo carries: what it is, and that nothing leaves the page. */
export function DemoNote({ text }: { text: string }) {
  return (
    <p
      className="inline-flex items-center gap-1.5 rounded-full border border-[var(--ts-line)] bg-[var(--ts-page)] px-3 py-1 text-sm font-semibold text-[var(--ts-ink)]"
      data-testid="case-site-demo-note"
    >
      <Icon name="Info" className="h-4 w-4 shrink-0" />
      {text}
    </p>
  );
}
