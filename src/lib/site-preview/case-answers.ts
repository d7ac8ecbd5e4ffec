import { previewAnswersOf, type PreviewAnswers } from './answers';

/** The answers a client's site is made from: its name, trade, town, phone number and style, as if it had filled in the intake. */
export function caseSiteAnswers(item: { client: string; trade: string; location: string; phone: string; style: string }): PreviewAnswers {
  return previewAnswersOf({ company: item.client, industry: item.trade, town: item.location, phone: item.phone, style: item.style });
}
