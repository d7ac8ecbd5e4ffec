import { formatMoney } from '../format';
import type { Translate } from '../i18n';
import type { Language } from '../languages';
import type { PlumberCalculatorOptions, PlumberOptionAmounts, PriceEffect } from './plumber';

/** What the plumber calculator writes beside its options, one text a line, in the page's language. */
export interface PlumberCardLabels {
  websiteTypes: Record<string, string[]>;
  addons: Record<string, string[]>;
  speeds: Record<string, string[]>;
  /** Under the add-ons: their share of the monthly fee, one line for all of them; null when none is chosen. */
  addonsMonthly: string | null;
}

/**
 * The labels of plumberOptionAmounts: "+$15 one-time setup", or why an option adds nothing. A faster speed on a quote
 * without setup says that it adds nothing now, rather than "No extra cost", which would not be true later.
 */
export function plumberCardLabels(
  options: Pick<PlumberCalculatorOptions, 'websiteTypes' | 'addons' | 'speeds'>,
  amounts: PlumberOptionAmounts,
  addonTotal: number,
  language: Language,
  t: Translate,
): PlumberCardLabels {
  const money = (amount: number) => formatMoney(amount, language);
  const lines = (effect: PriceEffect | undefined, zeroNote = t('plumber.calculator.noExtraCost')): string[] => {
    const parts = [
      effect && effect.setup > 0 ? t('plumber.calculator.effectSetup', { price: money(effect.setup) }) : '',
      effect && effect.monthly > 0 ? t('plumber.calculator.effectMonthly', { price: money(effect.monthly) }) : '',
    ].filter(Boolean);
    return parts.length ? parts : [zeroNote];
  };
  return {
    websiteTypes: Object.fromEntries(options.websiteTypes.map(({ id }) => [id, lines(amounts.websiteTypes[id])])),
    addons: Object.fromEntries(options.addons.map(({ id }) => [id, lines(amounts.addons[id])])),
    speeds: Object.fromEntries(
      options.speeds.map(({ id, multiplier }) => [
        id,
        lines(amounts.speeds[id], multiplier > 1 ? t('plumber.calculator.speedNoSetup') : t('plumber.calculator.noExtraCost')),
      ]),
    ),
    addonsMonthly:
      addonTotal > 0 ? t('plumber.calculator.addonsMonthly', { price: money(amounts.addonsMonthly), total: money(addonTotal) }) : null,
  };
}
