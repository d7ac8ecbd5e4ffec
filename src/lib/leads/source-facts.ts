import type { Translate } from '../i18n';
import { sourceKindOf, type Attribution } from './attribution';

/** How a lead's visit arrived, as "label: value" pairs in the translator's language: its kind of source, then what is known. */
export function sourceFacts(source: Attribution | undefined, t: Translate): Array<{ label: string; value: string }> {
  const campaign = source?.utm ? Object.values(source.utm).filter(Boolean).join(' · ') : '';
  return [
    { label: t('forms.leadSource.source'), value: t(`forms.leadSources.${sourceKindOf(source)}`) },
    { label: t('forms.leadSource.landing'), value: source?.landingPage ?? '' },
    { label: t('forms.leadSource.referrer'), value: source?.referrerHost ?? '' },
    { label: t('forms.leadSource.campaign'), value: campaign },
    { label: t('forms.leadSource.sentFrom'), value: source?.sentFrom ?? '' },
  ].filter((fact) => fact.value !== '');
}
