import React from 'react';
import { Icon } from './Icon';

interface FaqItem {
  itemId: string;
  question: string;
  answer: string;
}

/** Questions as native disclosure widgets (keyboard and screen-reader friendly without script). */
export function FaqList({ items, testId }: { items: readonly FaqItem[]; testId: string }) {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white" data-testid={testId}>
      {items.map((item) => (
        <details key={item.itemId} className="group px-5 py-1 sm:px-6">
          <summary className="flex min-h-[48px] cursor-pointer list-none items-center justify-between gap-4 py-2.5 font-semibold sm:min-h-[56px] sm:py-3 text-brand-900 [&::-webkit-details-marker]:hidden">
            {item.question}
            <Icon name="ChevronDown" className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <p className="pb-5 text-slate-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
