import { formatMoney } from '../format';
import type { Translate } from '../i18n';
import type { Language } from '../languages';
import type { PlumberQuote, PlumberSelection } from './plumber';

type Named = ReadonlyArray<{ id: string; name: string }>;

/** What the visitor says about their business beside the calculator's choices. */
export interface PlumberBusinessInfo {
  hasLogo: boolean;
  hasContent: boolean;
  currentWebsite: boolean;
}

/** What the quote form carries and shows: what the visitor chose and what it costs, one readable line per part. */
export function selectionSummary(
  options: { websiteTypes: Named; addons: Named; speeds: Named; businessTypes: Named },
  state: { selection: PlumberSelection; info: PlumberBusinessInfo },
  quote: PlumberQuote,
  language: Language,
  t: Translate,
): string {
  const { selection, info } = state;
  const money = (amount: number) => formatMoney(amount, language);
  const name = (list: ReadonlyArray<{ id: string; name: string }>, id: string) =>
    list.find((item) => item.id === id)?.name ?? t('plumber.calculator.none');
  const yesNo = (value: boolean) => t(value ? 'plumber.calculator.yes' : 'plumber.calculator.no');
  return t('plumber.calculator.summary', {
    type: name(options.websiteTypes, selection.websiteType),
    addons: selection.addons.map((id) => name(options.addons, id)).join(', ') || t('plumber.calculator.none'),
    speed: name(options.speeds, selection.speed),
    business: selection.businessType ? name(options.businessTypes, selection.businessType) : t('plumber.calculator.none'),
    logo: yesNo(info.hasLogo),
    content: yesNo(info.hasContent),
    website: yesNo(info.currentWebsite),
    setup: money(quote.setup),
    monthly: money(quote.monthly),
    discount: money(quote.discount),
    total: money(quote.total),
    yearly: money(quote.yearly),
  });
}
