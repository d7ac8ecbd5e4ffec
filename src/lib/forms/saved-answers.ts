import { acceptedTradeValues } from '../legacy-trades';
import type { PlumberCalculatorOptions, PlumberSelection } from '../calculators/plumber';
import { INTAKE_STEPS } from './intake-steps';
import { BUDGETS, INTAKE_ADD_ONS, MAX_LENGTH, STYLES, TIMELINES, YES_NO } from './options';

/**
 * The visitor's answers kept for the tab they are in (sessionStorage), so the language switch, a reload or a visit to
 * another page loses none of them: the intake's, and each calculator's choice. What is kept is ids and the visitor's
 * own text, never labels, so the other language shows the same answers in its own words. Everything read back is
 * checked here: storage is the visitor's to change, and an id that no longer exists (an editor removed an option) is
 * dropped, not shown.
 */
export const SAVED_ANSWERS = {
  intake: 'answers:intake',
  homeCalculator: 'answers:home-calculator',
  plumberCalculator: 'answers:plumber-calculator',
} as const;
export type SavedAnswersKey = (typeof SAVED_ANSWERS)[keyof typeof SAVED_ANSWERS];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The intake's free text, kept as typed. */
const INTAKE_TEXT = ['name', 'email', 'phone', 'company', 'town', 'goals', 'selection'] as const;
const INTAKE_TEXT_LIMIT: Record<(typeof INTAKE_TEXT)[number], number> = {
  name: MAX_LENGTH.name,
  email: MAX_LENGTH.email,
  phone: MAX_LENGTH.phone,
  company: MAX_LENGTH.company,
  town: MAX_LENGTH.town,
  goals: MAX_LENGTH.goals,
  selection: MAX_LENGTH.selection,
};
/** The intake's choices, kept as their ids. */
const INTAKE_CHOICES = { existingWebsite: YES_NO, style: STYLES, timeline: TIMELINES, budget: BUDGETS } as const;

/**
 * What of the intake is kept. Not the two ticks of its last step: the permission to show the site and the agreement
 * to the privacy statement are given for one request, on the page the visitor reads them on, so each request asks
 * them afresh (consent is never carried over, GDPR art. 7). Nor the honeypot or the page's language.
 */
export const KEPT_INTAKE_FIELDS = [
  ...INTAKE_TEXT,
  'industry',
  'addOns',
  ...(Object.keys(INTAKE_CHOICES) as Array<keyof typeof INTAKE_CHOICES>),
] as const;
export type KeptIntakeField = (typeof KEPT_INTAKE_FIELDS)[number];

export interface SavedIntake {
  values: Partial<Record<KeptIntakeField, string>>;
  /** The step the visitor was on. */
  step: number;
}

/** The intake's answers worth keeping, or null when the visitor has answered nothing (a step alone is no answer). */
export function intakeAnswersOf(values: Readonly<Record<string, unknown>>, step: number): SavedIntake | null {
  const kept: SavedIntake['values'] = {};
  for (const field of KEPT_INTAKE_FIELDS) {
    const value = values[field];
    if (typeof value === 'string' && value !== '') kept[field] = value;
  }
  return Object.keys(kept).length > 0 ? { values: kept, step } : null;
}

/** The kept intake answers that are still valid answers (`tradeIds`: the trades the intake offers now), or null. */
export function restoredIntake(saved: unknown, tradeIds: readonly string[]): SavedIntake | null {
  if (!isRecord(saved) || !isRecord(saved.values)) return null;
  const given = saved.values;
  const values: SavedIntake['values'] = {};
  for (const field of INTAKE_TEXT) {
    const value = given[field];
    if (typeof value === 'string' && value.length <= INTAKE_TEXT_LIMIT[field]) values[field] = value;
  }
  for (const [field, ids] of Object.entries(INTAKE_CHOICES) as Array<[keyof typeof INTAKE_CHOICES, readonly string[]]>) {
    const value = given[field];
    if (typeof value === 'string' && ids.includes(value)) values[field] = value;
  }
  if (typeof given.industry === 'string' && acceptedTradeValues('industry', tradeIds).includes(given.industry)) {
    values.industry = given.industry;
  }
  if (typeof given.addOns === 'string') {
    const addOns = given.addOns.split(',').filter((id) => (INTAKE_ADD_ONS as readonly string[]).includes(id));
    if (addOns.length > 0) values.addOns = addOns.join(',');
  }
  const step =
    typeof saved.step === 'number' && Number.isInteger(saved.step) && saved.step >= 0 && saved.step < INTAKE_STEPS.length ? saved.step : 0;
  return { values, step };
}

/** A choice of the home page calculator: the trade, the package and the features, by id. */
export interface HomeCalculatorPlan {
  businessType: string;
  packageId: string;
  features: string[];
}

/**
 * The home page calculator as the visitor left it, and the choice they took into the intake (`planned`): the intake
 * keeps that as a line of text in the page's language, which the calculator writes again after the language switch.
 */
export interface HomeCalculatorChoice extends HomeCalculatorPlan {
  planned?: HomeCalculatorPlan | null;
}

/** The kept home calculator choice, with what no longer exists (`ids`: today's trades, packages, features) dropped. */
export function restoredHomeChoice(
  saved: unknown,
  ids: { businessTypes: readonly string[]; packages: readonly string[]; features: readonly string[] },
  fallback: HomeCalculatorChoice,
): HomeCalculatorChoice | null {
  if (!isRecord(saved)) return null;
  const { businessType, packageId, features, planned } = saved;
  const keptFeatures = (list: unknown) =>
    Array.isArray(list) ? [...new Set(list.filter((id): id is string => typeof id === 'string' && ids.features.includes(id)))] : null;
  const validBusinessType = typeof businessType === 'string' && ids.businessTypes.includes(businessType) ? businessType : null;
  const validPackage = typeof packageId === 'string' && ids.packages.includes(packageId) ? packageId : null;
  // The choice in the intake is written again only as it was made: with anything of it gone, it is left as it is.
  const plan =
    isRecord(planned) &&
    typeof planned.businessType === 'string' &&
    ids.businessTypes.includes(planned.businessType) &&
    typeof planned.packageId === 'string' &&
    ids.packages.includes(planned.packageId) &&
    Array.isArray(planned.features) &&
    keptFeatures(planned.features)?.length === planned.features.length
      ? { businessType: planned.businessType, packageId: planned.packageId, features: keptFeatures(planned.features) ?? [] }
      : null;
  return {
    businessType: validBusinessType ?? fallback.businessType,
    packageId: validPackage ?? fallback.packageId,
    features: keptFeatures(features) ?? fallback.features,
    planned: plan,
  };
}

/** What the plumber calculator asks besides the selection: the visitor's facts, which change no price. */
export const PLUMBER_INFO = ['hasLogo', 'hasContent', 'currentWebsite'] as const;
export type PlumberInfo = Record<(typeof PLUMBER_INFO)[number], boolean>;

export interface PlumberCalculatorChoice {
  selection: PlumberSelection;
  info: PlumberInfo;
}

/** The kept plumber calculator choice, with what the calculator no longer offers replaced by `fallback`'s. */
export function restoredPlumberChoice(
  saved: unknown,
  options: PlumberCalculatorOptions,
  fallback: PlumberCalculatorChoice,
): PlumberCalculatorChoice | null {
  if (!isRecord(saved) || !isRecord(saved.selection)) return null;
  const { websiteType, speed, businessType, addons } = saved.selection;
  const has = (list: ReadonlyArray<{ id: string }>, id: unknown): id is string =>
    typeof id === 'string' && list.some((item) => item.id === id);
  const info = isRecord(saved.info) ? saved.info : {};
  return {
    selection: {
      websiteType: has(options.websiteTypes, websiteType) ? websiteType : fallback.selection.websiteType,
      speed: has(options.speeds, speed) ? speed : fallback.selection.speed,
      businessType: businessType === '' || has(options.businessTypes, businessType) ? businessType : fallback.selection.businessType,
      addons: Array.isArray(addons) ? [...new Set(addons.filter((id) => has(options.addons, id)))] : fallback.selection.addons,
    },
    info: Object.fromEntries(
      PLUMBER_INFO.map((key) => [key, typeof info[key] === 'boolean' ? info[key] : fallback.info[key]]),
    ) as PlumberInfo,
  };
}
