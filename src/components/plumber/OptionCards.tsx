import React from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceEffect } from '../../lib/calculators/plumber';
import { formatMoney } from '../../lib/format';
import { useCurrentPage } from '../layout/page';
import { ContentIcon } from '../ui/Icon';

/* The plumber calculator's option cards: a whole card chooses, and each says what it adds to the quote. */

export const OPTION_CARD =
  'relative flex rounded-xl border-2 border-slate-200 bg-white p-4 transition-colors hover:border-brand-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-600';
/** The label's ::after covers its whole card, so a tap anywhere on the card picks the option. */
export const CARD_LABEL = "cursor-pointer after:absolute after:inset-0 after:rounded-xl after:content-['']";
/** Above the label's ::after, so the control itself also takes the pointer. */
export const CONTROL = 'relative z-10 h-6 w-6 shrink-0 accent-brand-600';

/**
 * "+$23 one-time setup" over "+$8/month", or "No extra cost": what an option adds to the visitor's current quote.
 * `zeroNote` says why an option that usually costs something adds nothing to this quote.
 */
export function EffectLine({ effect, testId, zeroNote }: { effect: PriceEffect; testId: string; zeroNote?: string }) {
  const { t } = useTranslation();
  const { language } = useCurrentPage();
  const parts = [
    effect.setup > 0 && t('plumber.calculator.effectSetup', { price: formatMoney(effect.setup, language) }),
    effect.monthly > 0 && t('plumber.calculator.effectMonthly', { price: formatMoney(effect.monthly, language) }),
  ].filter((part): part is string => Boolean(part));
  return (
    <span className="mt-2 block text-sm font-semibold text-brand-800" data-testid={testId}>
      {/* One figure per line: an amount never breaks from what it is for. */}
      {parts.length
        ? parts.map((part) => (
            <span key={part} className="block">
              {part}
            </span>
          ))
        : (zeroNote ?? t('plumber.calculator.noExtraCost'))}
    </span>
  );
}

/**
 * One choice of a radio group as a card: the radio, an optional icon and the title, then what the choice adds (inside
 * the label, so the whole card chooses). `outside` goes in the card but outside the label: a list is not label content.
 */
export function RadioCard({
  group,
  value,
  checked,
  onSelect,
  testId,
  icon,
  title,
  children,
  outside,
}: {
  group: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  testId: string;
  icon?: React.ComponentProps<typeof ContentIcon>['name'];
  title: string;
  children: React.ReactNode;
  outside?: React.ReactNode;
}) {
  return (
    <div className={`${OPTION_CARD} flex-col`}>
      <label className={`flex flex-col ${CARD_LABEL}`}>
        <span className="flex items-center gap-2">
          <input type="radio" name={group} value={value} checked={checked} onChange={onSelect} className={CONTROL} data-testid={testId} />
          {icon && <ContentIcon name={icon} className="h-5 w-5 text-brand-600" />}
          <span className="font-bold text-brand-900">{title}</span>
        </span>
        {children}
      </label>
      {outside}
    </div>
  );
}
