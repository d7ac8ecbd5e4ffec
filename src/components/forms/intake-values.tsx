import React, { useEffect } from 'react';
import { useFormikContext, yupToFormErrors } from 'formik';
import { ValidationError } from 'yup';
import { useTranslation } from 'react-i18next';
import type { Translate } from '../../lib/i18n';
import { INTAKE_STEPS, firstStepWith } from '../../lib/forms/intake-steps';
import { intakeSchema } from '../../lib/forms/schemas';
import { Icon } from '../ui/Icon';
import { addOnsOf } from '../../lib/site-preview/answers';
import { SAVED_ANSWERS, restoredIntake, type SavedIntake } from '../../lib/forms/saved-answers';
import { readAnswers } from '../../browser/saved-answers';

// What the intake holds and where its answers come from: another page's hand-over, the calculator's choice, this tab.

/**
 * What another part of the site hands to the intake: the home page's price calculator (the visitor's trade, a summary
 * of the choice and the add-ons a sketch shows), or the preview page (the answers a sketch was drawn from).
 */
export interface IntakePrefill {
  industry: string;
  selection?: string;
  addOns?: string;
  company?: string;
  town?: string;
  phone?: string;
  style?: string;
}

/** What the intake is handed through a history entry's state (from the sketch's page; nothing reaches a server). */
export interface IntakeLocationState {
  intakePrefill?: IntakePrefill;
}

export const INITIAL_VALUES = {
  name: '',
  email: '',
  phone: '',
  company: '',
  industry: '',
  town: '',
  goals: '',
  existingWebsite: '',
  selection: '',
  addOns: '',
  style: '',
  timeline: '',
  budget: '',
  portfolioPermission: false,
  privacyAgreed: false,
  honeypot: '',
};
export type IntakeValues = typeof INITIAL_VALUES;

/** Takes what another part of the site hands over, without overwriting what the visitor typed. */
export function ApplyPrefill({ prefill }: { prefill: IntakePrefill | null }) {
  const { values, setFieldValue } = useFormikContext<IntakeValues>();
  useEffect(() => {
    if (!prefill) return;
    // Not awaited (`void`): formik's setters resolve with the validation errors, which formik keeps in its own state.
    for (const field of ['industry', 'company', 'town', 'phone', 'style'] as const) {
      const given = prefill[field];
      if (given && !values[field]) void setFieldValue(field, given, false);
    }
    // The calculator's choice replaces an earlier one.
    if (prefill.selection !== undefined) void setFieldValue('selection', prefill.selection, false);
    if (prefill.addOns !== undefined) void setFieldValue('addOns', addOnsOf(prefill.addOns).join(','), false);
    // Only when a new choice arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefill]);
  return null;
}

export function SelectionNote() {
  const { t } = useTranslation();
  const { values, setFieldValue } = useFormikContext<IntakeValues>();
  if (!values.selection) return null;
  return (
    <div
      className="flex items-start justify-between gap-3 rounded-lg bg-brand-50 p-4 text-sm text-brand-900"
      data-testid="intake-selection"
    >
      <p>
        <span className="block font-semibold">{t('forms.intake.selectionLabel')}</span>
        {values.selection}
        <input type="hidden" name="selection" value={values.selection} />
        <input type="hidden" name="addOns" value={values.addOns} />
      </p>
      <button
        type="button"
        className="inline-flex min-h-[44px] shrink-0 items-center gap-1 rounded-md px-2 font-semibold hover:bg-white"
        // Not awaited (`void`): formik's setters resolve with the validation errors, which formik keeps in its own state.
        onClick={() => {
          void setFieldValue('selection', '');
          void setFieldValue('addOns', '');
        }}
      >
        <Icon name="X" className="h-4 w-4" />
        {t('forms.intake.removeSelection')}
      </button>
    </div>
  );
}

/**
 * The intake answers kept in this tab, on the step the visitor was on, or an earlier one when a step before it no
 * longer validates (an option an editor removed): the visitor is never shown a step past a missing answer.
 */
export function keptIntake(t: Translate, tradeIds: readonly string[]): SavedIntake | null {
  const kept = restoredIntake(readAnswers(SAVED_ANSWERS.intake), tradeIds);
  if (!kept) return null;
  const values = { ...INITIAL_VALUES, ...kept.values };
  const before = INTAKE_STEPS.slice(0, kept.step).flatMap((step) => step.fields);
  try {
    intakeSchema(t, tradeIds).pick(before).validateSync(values, { abortEarly: false });
    return kept;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { ...kept, step: firstStepWith(Object.keys(yupToFormErrors(error))) };
  }
}
