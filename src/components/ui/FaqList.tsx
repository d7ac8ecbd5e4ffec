import React from 'react';
import { ChevronDown } from 'lucide-react';
import { localize, localizeWith, type LocalizedText } from '../../lib/localize';
import { placeholderValues } from '../../lib/placeholders';
import { useBusiness } from '../../hooks/use-business';
import { useCurrentPage } from '../layout/page';

interface FaqItem {
  itemId: string;
  question: LocalizedText;
  answer: LocalizedText;
}

/** Questions as native disclosure widgets (keyboard and screen-reader friendly without script). */
export function FaqList({ items, testId }: { items: readonly FaqItem[]; testId: string }) {
  const { language } = useCurrentPage();
  const values = placeholderValues(useBusiness(), language);
  return (
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white" data-testid={testId}>
      {items.map((item) => (
        <details key={item.itemId} className="group px-5 py-1 sm:px-6">
          <summary className="flex min-h-[56px] cursor-pointer list-none items-center justify-between gap-4 py-3 font-semibold text-brand-900 [&::-webkit-details-marker]:hidden">
            {localize(item.question, language)}
            <ChevronDown aria-hidden="true" className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <p className="pb-5 text-slate-700">{localizeWith(item.answer, language, values)}</p>
        </details>
      ))}
    </div>
  );
}
