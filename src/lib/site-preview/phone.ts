import { DEFAULT_LANGUAGE, type Language } from '../languages';

/** The country a page's market calls from: a number written without a country code belongs to it. */
const MARKET_COUNTRY: Record<Language, Country> = { en: 'US', nl: 'NL' };
type Country = 'US' | 'NL';

/** Dutch area codes of two digits after the 0 (010 Rotterdam, 038 Zwolle, …); the others have three. */
const DUTCH_SHORT_AREAS = new Set(
  ['10', '13', '15', '20', '23', '24', '26', '30', '33', '35', '36', '38', '40', '43', '45', '46', '50', '53', '55', '58'].concat([
    '70',
    '71',
    '72',
    '73',
    '74',
    '75',
    '76',
    '77',
    '78',
    '79',
  ]),
);

export interface FormattedPhone {
  /** As the business's own site would print it. */
  display: string;
  /** A `tel:` link with the country code, or null when the number cannot be dialled as written. */
  href: string | null;
}

/** Groups digits: group('6123', [1, 3]) is "6 123". */
function group(digits: string, sizes: number[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) parts.push(digits.slice(at));
  return parts.filter(Boolean).join(' ');
}

/** A Dutch number without its 0 or +31: "612345678" as "6 1234 5678", "381234567" as "38 123 4567". */
function dutchGroups(national: string): string {
  if (national.startsWith('6')) return group(national, [1, 4, 4]);
  if (national.startsWith('800') || national.startsWith('900')) return group(national, [3, 3, 4]);
  return DUTCH_SHORT_AREAS.has(national.slice(0, 2)) ? group(national, [2, 3, 4]) : group(national, [3, 3, 3]);
}

/**
 * A phone number as the visitor's own site would print it: the national form for a number of the page's market
 * ("(262) 555-0147" on English pages, "038 123 4567" on Dutch ones), the international form for a number from the
 * other market, and otherwise the number as typed, spaces tidied. Never invents digits.
 */
export function formatPhone(raw: string, language: Language = DEFAULT_LANGUAGE): FormattedPhone {
  const typed = raw.replace(/\s+/g, ' ').trim();
  if (!typed) return { display: '', href: null };
  const international = /^(\+|00)/.test(typed);
  // "+31 (0)6 …": the bracketed trunk zero is not dialled after a country code.
  const all = typed.replace(/\(0\)/g, '').replace(/\D/g, '');
  // 0031 … is +31 …: the digits after the international prefix.
  const digits = typed.startsWith('00') ? all.slice(2) : all;
  const home = MARKET_COUNTRY[language];
  const usNational = (ten: string) => `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;

  // North American numbers: area code and exchange start with 2-9.
  const nanp = /^1?[2-9]\d{2}[2-9]\d{6}$/;
  if ((international && digits.startsWith('1') && nanp.test(digits)) || (!international && home === 'US' && nanp.test(digits))) {
    const ten = digits.slice(-10);
    return { display: home === 'US' ? usNational(ten) : `+1 ${usNational(ten)}`, href: `tel:+1${ten}` };
  }
  if ((international && /^31\d{9}$/.test(digits)) || (!international && home === 'NL' && /^0\d{9}$/.test(digits))) {
    const national = digits.slice(-9);
    return { display: home === 'NL' ? `0${dutchGroups(national)}` : `+31 ${dutchGroups(national)}`, href: `tel:+31${national}` };
  }
  if (international && digits.length >= 8 && digits.length <= 15)
    return { display: typed.startsWith('00') ? `+${typed.slice(2)}` : typed, href: `tel:+${digits}` };
  return { display: typed, href: null };
}
