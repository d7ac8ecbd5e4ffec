import React from 'react';
import { ContentIcon } from '../ui/Icon';

/* The plumber calculator's option cards: a whole card chooses, and each says what it adds to the quote. */

export const OPTION_CARD =
  'relative flex rounded-xl border-2 border-slate-200 bg-white p-4 transition-colors hover:border-brand-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-600';
/** The label's ::after covers its whole card, so a tap anywhere on the card picks the option. */
export const CARD_LABEL = "cursor-pointer after:absolute after:inset-0 after:rounded-xl after:content-['']";
/** Above the label's ::after, so the control itself also takes the pointer. */
export const CONTROL = 'relative z-10 h-6 w-6 shrink-0 accent-brand-600';

/** "+$15 one-time setup", or why the option adds nothing: plumberCardLabels' lines, one figure a line. */
export function EffectLine({ lines, testId }: { lines: readonly string[]; testId: string }) {
  return (
    <span className="mt-2 block text-sm font-semibold text-brand-800" data-testid={testId}>
      {/* One figure per line: an amount never breaks from what it is for. */}
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
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
