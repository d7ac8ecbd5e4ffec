import React, { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'gatsby';
import { useFormikContext, yupToFormErrors } from 'formik';
import { ValidationError } from 'yup';
import { useTranslation } from 'react-i18next';
import { FIELD_LABELS } from '../../lib/forms/field-labels';
import { OPTION_LISTS, choices } from '../../lib/forms/options';
import { INTAKE_STEPS, firstStepWith } from '../../lib/forms/intake-steps';
import { intakeSchema } from '../../lib/forms/schemas';
import { tradeChoices, tradeValues } from '../../lib/trades';
import { useTrades } from '../trades';
import { pagePath } from '../../lib/routes';
import { useCurrentPage } from '../layout/page';
import { CheckboxField, FIELDS_IN_LINE, RadioGroupField, SelectField, TextAreaField, TextField } from './fields';
import { LeadForm, SubmitButton, useHydrated } from './LeadForm';
import { SuccessPanel } from './SuccessPanel';
import { Icon } from '../ui/Icon';
import { IntakePreview, SiteReveal } from '../site-preview/IntakePreview';
import { KeptSketch } from '../site-preview/KeptSketch';
import { hasPreview, previewAnswersOf, type PreviewAnswers } from '../../lib/site-preview/answers';
import { SAVED_ANSWERS, intakeAnswersOf, restoredIntake, type KeptIntakeField } from '../../lib/forms/saved-answers';
import { forgetAllAnswers, readAnswers, saveAnswers } from '../../browser/saved-answers';
import { useDrawnByBrowser } from '../../hooks/drawn-by-browser';
import { ApplyPrefill, INITIAL_VALUES, SelectionNote, keptIntake, type IntakePrefill, type IntakeValues } from './intake-values';

/** Privacy consent with a link to the privacy statement in the page's language. */
export function PrivacyConsentField() {
  const { t } = useTranslation();
  const { language } = useCurrentPage();
  return (
    <CheckboxField
      name="privacyAgreed"
      required
      label={
        <>
          {t('forms.fields.privacyAgreedBefore')}{' '}
          <Link to={pagePath('privacy', language)} className="link">
            {t('forms.fields.privacyLink')}
          </Link>
        </>
      }
    />
  );
}

/**
 * Brings the step bar into view below the sticky header (html's scroll-padding, from --header-height, keeps its room)
 * when any of it is hidden: after Next on a laptop it sat under the header. A glide, unless the visitor asked for less
 * motion.
 */
function bringIntoView(element: HTMLElement) {
  const headerRoom = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const { top, bottom } = element.getBoundingClientRect();
  if (top >= headerRoom && bottom <= window.innerHeight) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
}

/** Step indicator: where the visitor is, what is done and what comes. */
function StepIndicator({ current }: { current: number }) {
  const { t } = useTranslation();
  const progress = t('forms.intake.progress', { step: current + 1, steps: INTAKE_STEPS.length });
  return (
    <>
      <ol className="grid grid-cols-5 gap-2" aria-label={progress} data-testid="intake-steps">
        {INTAKE_STEPS.map((step, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li key={step.id} aria-current={active ? 'step' : undefined} className="flex flex-col gap-2">
              <span className={`h-1.5 rounded-full ${done || active ? 'bg-accent-600' : 'bg-slate-200'}`} aria-hidden="true" />
              <span
                className={`hidden text-xs font-semibold sm:flex sm:items-center sm:gap-1 ${active ? 'text-brand-900' : 'text-slate-500'}`}
              >
                {done && <Icon name="Check" className="h-3.5 w-3.5 text-emerald-600" />}
                {t(`forms.intake.steps.${step.id}`)}
              </span>
              <span className="sr-only">{done ? t('forms.intake.stepDone') : active ? t('forms.intake.stepCurrent') : ''}</span>
            </li>
          );
        })}
      </ol>
      {/* Phones have no room for the step names under the bars: how far along, in words. */}
      <p className="mt-2 text-xs font-semibold text-slate-600 sm:hidden" aria-hidden="true">
        {progress}
      </p>
    </>
  );
}

/**
 * The steps with Back and Next. Next validates the step's own fields with the intake schema picked to them; going
 * back keeps everything typed; the last step sends the whole intake in one request. Before the script runs, every
 * step shows, as one long form that posts to the Function by itself.
 */
function IntakeSteps({ initialStep, restoreAfterHydration }: { initialStep: number; restoreAfterHydration: boolean }) {
  const { t } = useTranslation();
  const formik = useFormikContext<IntakeValues>();
  const enhanced = useHydrated();
  const [step, setStep] = useState(initialStep);
  const id = useId();
  const stepBar = useRef<HTMLDivElement>(null);
  const legends = useRef<Array<HTMLLegendElement | null>>([]);
  const moved = useRef(false);
  const mounted = useRef(false);
  const focusInvalid = useRef(false);
  const last = step === INTAKE_STEPS.length - 1;
  const trades = useTrades();
  const tradeIds = tradeValues(trades);

  useEffect(() => {
    // Once the visitor has moved (not on the first render): the step bar comes into view below the sticky header, and
    // focus goes to the step's legend without scrolling it further.
    if (!moved.current) return;
    if (stepBar.current) bringIntoView(stepBar.current);
    legends.current[step]?.focus({ preventScroll: true });
  }, [step]);

  // A page that hydrated the server's HTML takes the answers kept in this tab now: into the fields still empty (what
  // the visitor typed before the script ran stays). The step stays the first, so the form keeps its drawn shape.
  useEffect(() => {
    if (!restoreAfterHydration) return;
    const kept = restoredIntake(readAnswers(SAVED_ANSWERS.intake), tradeIds);
    const form = stepBar.current?.closest('form');
    if (!kept || !form) return;
    // What the fields hold now: formik takes the early typing over in this same round of effects (KeepValuesTypedEarly).
    const typed = new FormData(form);
    // Not awaited (`void`): formik's setters resolve with the validation errors, which formik keeps in its own state.
    for (const [field, value] of Object.entries(kept.values) as Array<[KeptIntakeField, string]>) {
      if (!typed.get(field)) void formik.setFieldValue(field, value, false);
    }
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // What the visitor answers is kept in this tab as they go (src/lib/forms/saved-answers.ts), not on the first render.
  useEffect(() => {
    if (mounted.current) saveAnswers(SAVED_ANSWERS.intake, intakeAnswersOf(formik.values, step));
    mounted.current = true;
  }, [formik.values, step]);

  useEffect(() => {
    if (!focusInvalid.current) return;
    focusInvalid.current = false;
    document.getElementById(`${id}-step-${step}`)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formik.errors, id, step]);

  // A failed submit goes back to the first step with an error.
  useEffect(() => {
    if (formik.submitCount > 0 && !formik.isValidating && !formik.isValid) {
      const target = firstStepWith(Object.keys(formik.errors));
      if (target !== step) {
        moved.current = true;
        setStep(target);
      }
    }
    // Only after a submit attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formik.submitCount, formik.isValidating]);

  const next = async () => {
    const fields = INTAKE_STEPS[step]?.fields ?? [];
    await formik.setTouched({ ...formik.touched, ...Object.fromEntries(fields.map((field) => [field, true])) }, false);
    try {
      await intakeSchema(t, tradeIds)
        .pick([...fields])
        .validate(formik.values, { abortEarly: false });
      formik.setErrors({});
      moved.current = true;
      setStep(step + 1);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      formik.setErrors(yupToFormErrors(error));
      // Once the errors show: the first invalid field of the step takes focus.
      focusInvalid.current = true;
    }
  };
  const back = () => {
    moved.current = true;
    setStep(step - 1);
  };

  const fieldset = (index: number, children: React.ReactNode) => {
    const { id: stepId } = INTAKE_STEPS[index]!;
    return (
      <fieldset
        id={`${id}-step-${index}`}
        hidden={enhanced && index !== step}
        // Until the script takes over, a browser that will run it hides the later steps already (see scripts-class.ts).
        className={`space-y-5 ${!enhanced && index > 0 ? 'js:hidden' : ''}`}
        data-testid={`intake-step-${stepId}`}
      >
        <legend
          ref={(element) => {
            legends.current[index] = element;
          }}
          tabIndex={-1}
          className="mb-2 text-lg font-bold text-brand-900 focus:outline-none"
        >
          <span className="mr-2 text-accent-600">{index + 1}.</span>
          {t(`forms.intake.steps.${stepId}`)}
        </legend>
        {children}
      </fieldset>
    );
  };

  return (
    <div className="space-y-8">
      {/* Drawn by the server too, for browsers that will run the script: the wizard's shape is there from the first paint. */}
      <div ref={stepBar} className="no-js:hidden">
        <StepIndicator current={step} />
      </div>
      <p className="text-sm text-slate-600">{t('forms.requiredHint')}</p>
      {/* Step 1 done: on a phone their website opens here, between the steps, full size. */}
      {enhanced && step > 0 && <SiteReveal />}
      {fieldset(
        0,
        <div className={`grid gap-4 sm:grid-cols-2 sm:gap-5 ${FIELDS_IN_LINE}`}>
          {/* What their website is made of first (name, trade, town, phone: the preview draws it as they type), then who
              they are. */}
          <TextField name="company" label={t(FIELD_LABELS.intake.company)} autoComplete="organization" />
          <SelectField name="industry" label={t(FIELD_LABELS.intake.industry)} required options={tradeChoices(trades, t)} />
          <TextField name="town" label={t(FIELD_LABELS.intake.town)} autoComplete="address-level2" />
          <TextField name="phone" type="tel" label={t(FIELD_LABELS.intake.phone)} autoComplete="tel" inputMode="tel" />
          <TextField name="name" label={t(FIELD_LABELS.intake.name)} required minLength={2} autoComplete="name" />
          <TextField name="email" type="email" label={t(FIELD_LABELS.intake.email)} required autoComplete="email" inputMode="email" />
        </div>,
      )}
      {fieldset(
        1,
        <>
          <SelectionNote />
          <TextAreaField name="goals" label={t(FIELD_LABELS.intake.goals)} placeholder={t('forms.fields.goalsPlaceholder')} />
          <RadioGroupField
            name="existingWebsite"
            legend={t(FIELD_LABELS.intake.existingWebsite)}
            options={choices(OPTION_LISTS.existingWebsite, t)}
          />
        </>,
      )}
      {fieldset(2, <RadioGroupField name="style" legend={t(FIELD_LABELS.intake.style)} options={choices(OPTION_LISTS.style, t)} />)}
      {fieldset(
        3,
        <>
          <RadioGroupField name="timeline" legend={t(FIELD_LABELS.intake.timeline)} options={choices(OPTION_LISTS.timeline, t)} />
          <RadioGroupField name="budget" legend={t(FIELD_LABELS.intake.budget)} options={choices(OPTION_LISTS.budget, t)} />
        </>,
      )}
      {fieldset(
        4,
        <div className="space-y-3">
          <CheckboxField name="portfolioPermission" label={t(FIELD_LABELS.intake.portfolioPermission)} />
          <PrivacyConsentField />
        </div>,
      )}
      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
        {enhanced && step > 0 ? (
          <button type="button" className="btn-secondary" onClick={back} data-testid="intake-back">
            <Icon name="ArrowLeft" className="h-4 w-4" />
            {t('forms.intake.back')}
          </button>
        ) : (
          <span />
        )}
        {!last && (
          // Before the script: shown where it will run (it loads at the first touch), hidden where the long form stays.
          <button
            type="button"
            className={`btn-primary ${enhanced ? '' : 'no-js:hidden'}`}
            // Not awaited (`void`): `next` shows its own outcome, the next step or the step's errors.
            onClick={() => void next()}
            data-testid="intake-next"
          >
            {t('forms.intake.next')}
            <Icon name="ArrowRight" className="h-4 w-4" />
          </button>
        )}
        {(last || !enhanced) && (
          <SubmitButton
            label={t('forms.intake.submit')}
            busyLabel={t('forms.intake.submitting')}
            className={`btn-primary w-full sm:w-auto ${enhanced ? '' : 'js:hidden'}`}
          />
        )}
      </div>
    </div>
  );
}

/** The spec's multi-step project intake, with the visitor's live website sketch, and a confirmation in its place once sent. */
export function IntakeForm({ prefill = null }: { prefill?: IntakePrefill | null }) {
  const { t } = useTranslation();
  const { language } = useCurrentPage();
  const [sent, setSent] = useState<{ firstName: string; answers: PreviewAnswers } | null>(null);
  const trades = useTrades();
  // Drawn by the browser alone (the language switch), the form opens with what the visitor answered in this tab, on
  // their step; hydrating the server's HTML, it takes them after (IntakeSteps).
  const drawnByBrowser = useDrawnByBrowser();
  const [kept] = useState(() => (drawnByBrowser ? keptIntake(t, tradeValues(trades)) : null));
  if (sent !== null) {
    return (
      <div className="mx-auto max-w-3xl">
        <SuccessPanel
          title={sent.firstName ? t('forms.intake.confirmTitleName', { name: sent.firstName }) : t('forms.intake.successTitle')}
          testId="intake-success"
        >
          {hasPreview(sent.answers) && (
            <KeptSketch
              answers={sent.answers}
              language={language}
              heading="p"
              className="mt-6 rounded-xl bg-white p-4 text-slate-700 sm:p-5"
              testId="intake-sent-preview"
            />
          )}
          <button type="button" className="btn-secondary mt-6" onClick={() => setSent(null)}>
            {t('forms.intake.another')}
          </button>
        </SuccessPanel>
      </div>
    );
  }
  return (
    <LeadForm
      kind="intake"
      initialValues={kept ? { ...INITIAL_VALUES, ...kept.values } : INITIAL_VALUES}
      successToast={false}
      onOutcome={(outcome, values) => {
        if (outcome !== 'success') return;
        // Sent: the answers that led here are done, in every part of the site that kept them.
        forgetAllAnswers();
        setSent({ firstName: values.name.split(' ')[0] ?? '', answers: previewAnswersOf(values) });
      }}
      className="space-y-4 sm:space-y-5"
    >
      <ApplyPrefill prefill={prefill} />
      {/* One column on phones that the page revealed in it cannot widen (minmax(0, 1fr)), two from lg. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:gap-10">
        <div className="lg:col-start-1 lg:row-start-1">
          <IntakeSteps initialStep={kept?.step ?? 0} restoreAfterHydration={!drawnByBrowser} />
        </div>
        {/* After the fields, so the keyboard reaches them first; drawn above them on phones, beside them from lg. */}
        <IntakePreview />
      </div>
    </LeadForm>
  );
}
