import React, { useEffect, useMemo, useRef, useState } from 'react';
import { Form, Formik, useFormikContext, type FormikHelpers, type FormikValues } from 'formik';
import { useTranslation } from 'react-i18next';
import { FORM_SCHEMAS, type FormKind } from '../../lib/forms/schemas';
import type { TranslationKey } from '../../lib/translation-keys';
import { formPostFeedback } from '../../lib/forms/form-post';
import { valuesTypedBefore } from '../../lib/forms/typed-values';
import { postedFields, unsentLeadMailto } from '../../lib/leads/unsent';
import { tradeValues } from '../../lib/trades';
import { useTrades } from '../trades';
import { postJson } from '../../browser/post-json';
import { arrival } from '../../browser/arrival';
import { attributionFields } from '../../lib/leads/attribution-fields';
import { useBusiness } from '../../hooks/use-business';
import { useCurrentPage } from '../layout/page';
import { useToast } from '../ui/Toaster';
import { HoneypotField } from './fields';
import { Icon } from '../ui/Icon';

/** False in the server-rendered HTML and the first render after it; true once the page's script runs. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** After a submit with errors, moves focus to the first invalid field so keyboard and screen-reader users land on it. */
function FocusFirstInvalid({ form }: { form: React.RefObject<HTMLFormElement> }) {
  const { submitCount, isValid, isValidating } = useFormikContext();
  useEffect(() => {
    if (submitCount > 0 && !isValid && !isValidating) {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [submitCount, isValid, isValidating, form]);
  return null;
}

/** Takes over what the visitor typed into the server HTML before the script ran (see typed-values.ts). */
function KeepValuesTypedEarly({ form }: { form: React.RefObject<HTMLFormElement> }) {
  const { values, setValues } = useFormikContext<FormikValues>();
  useEffect(() => {
    if (!form.current) return;
    const typed = valuesTypedBefore(values, new FormData(form.current).entries());
    // Not awaited (`void`): formik's setters resolve with the validation errors, which formik keeps in its own state.
    if (Object.keys(typed).length > 0) void setValues({ ...values, ...typed }, false);
    // Once, as the form hydrates: later changes reach formik through its own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/**
 * A form posted before the page's script ran comes back here when it could not be taken: with the fields it got
 * wrong (marked once the script runs) or with the news that it could not be sent.
 */
function PostedFormFeedback({ kind }: { kind: FormKind }) {
  const { t } = useTranslation();
  const business = useBusiness();
  const { setTouched, validateForm } = useFormikContext();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const feedback = formPostFeedback(window.location.search, kind);
    if (!feedback) return;
    if (feedback === 'failed') setFailed(true);
    else {
      // Not awaited (`void`): formik shows the errors as its state changes; nothing here waits for them.
      void setTouched(Object.fromEntries(feedback.errors.map((field) => [field, true])), false);
      void validateForm();
    }
  }, [kind, setTouched, validateForm]);
  if (!failed) return null;
  return (
    <p role="alert" className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900" data-testid="form-failed">
      <Icon name="AlertTriangle" className="mt-0.5 h-5 w-5 shrink-0" />
      {t(`forms.${kind}.errorText`, { email: business.email })}
    </p>
  );
}

/**
 * A submission that reached nobody (the store and the notifications failed, or the connection): the values stay in the
 * form, with a retry and a mail link that carries them to the business, so nothing the visitor typed is lost.
 */
function UnsentNotice({ kind }: { kind: FormKind }) {
  const { t } = useTranslation();
  const business = useBusiness();
  const trades = useTrades();
  const { values, submitForm, isSubmitting } = useFormikContext<Record<string, unknown>>();
  return (
    <div role="alert" className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900" data-testid="form-unsent">
      <Icon name="AlertTriangle" className="mt-0.5 h-5 w-5 shrink-0" />
      <div>
        <p className="font-semibold">{t(`forms.${kind}.errorTitle`)}</p>
        <p className="mt-1 text-sm">{t('forms.unsent.inForm')}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-secondary"
            // Not awaited (`void`): formik's isSubmitting and the form's own onSubmit show how the retry went.
            onClick={() => void submitForm()}
            disabled={isSubmitting}
          >
            <Icon name="RotateCcw" className="h-4 w-4" />
            {t('forms.unsent.retry')}
          </button>
          <a
            className="btn-secondary"
            href={unsentLeadMailto(business.email, kind, postedFields(values), t, trades)}
            data-testid="form-unsent-mail"
          >
            <Icon name="Mail" className="h-4 w-4" />
            {t('forms.unsent.mail', { email: business.email })}
          </a>
        </div>
      </div>
    </div>
  );
}

export function SubmitButton({
  label,
  busyLabel,
  className = 'btn-primary w-full sm:w-auto',
}: {
  label: string;
  busyLabel: string;
  className?: string;
}) {
  const { isSubmitting } = useFormikContext();
  return (
    <button type="submit" className={className} disabled={isSubmitting} aria-disabled={isSubmitting} data-testid="submit">
      {isSubmitting && <Icon name="Loader2" className="h-4 w-4 animate-spin" />}
      {isSubmitting ? busyLabel : label}
    </button>
  );
}

export type SubmitOutcome = 'success' | 'error';

/** The forms with the texts of a success toast (`forms.{kind}.successTitle` and `successText`). */
type ToastKind = {
  [Kind in FormKind]: `forms.${Kind}.successTitle` | `forms.${Kind}.successText` extends TranslationKey ? Kind : never;
}[FormKind];

type LeadFormProps<Values extends FormikValues> = {
  initialValues: Values;
  /** Called after a real submission. */
  onOutcome?: (outcome: SubmitOutcome, values: Values) => void;
  className?: string;
  testId?: string;
  children: React.ReactNode;
} & (
  | { kind: ToastKind; successToast?: true }
  /** A form that confirms in place (a success panel) shows no success toast over it, and needs no texts for one. */
  | { kind: FormKind; successToast: false }
);

/**
 * Formik around one of the lead schemas: validation in the page's language, errors linked to fields, the honeypot,
 * the POST to /api/{kind}, and the success or error toast (which names the e-mail address). Before the page's
 * script runs it is a plain HTML form posting to the same Function, with the browser's own checks.
 */
export function LeadForm<Values extends FormikValues & { honeypot: string }>(props: LeadFormProps<Values>) {
  const { kind, initialValues, onOutcome, className, testId, children } = props;
  const { t } = useTranslation();
  const { language, alternates } = useCurrentPage();
  /** The page the form is on, sent with it: a form posted without JavaScript says at least this of where it came from. */
  const sentFrom = alternates.find((alternate) => alternate.language === language)?.path ?? '';
  const business = useBusiness();
  const showToast = useToast();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const [unsent, setUnsent] = useState(false);
  const trades = useTrades();
  const schema = useMemo(() => FORM_SCHEMAS[kind](t, tradeValues(trades)), [kind, t, trades]);
  const replyHours = business.claims.replyHours;

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    // A filled honeypot means a bot: send nothing, show nothing.
    if (values.honeypot.trim() !== '') return;
    try {
      await postJson(`/api/${kind}`, { ...values, ...attributionFields({ ...arrival(), sentFrom: window.location.pathname }) });
      setUnsent(false);
      if (props.successToast !== false)
        showToast({
          title: t(`forms.${props.kind}.successTitle`),
          description: t(`forms.${props.kind}.successText`, { hours: replyHours }),
        });
      onOutcome?.('success', values);
      helpers.resetForm();
    } catch {
      // The values stay where they are; the notice under the form says so and offers a retry and a mail.
      setUnsent(true);
      onOutcome?.('error', values);
    }
  };

  return (
    // The page's language travels with the values, so the shared schema (which requires it) validates here too.
    <Formik<Values> initialValues={{ ...initialValues, locale: language }} validationSchema={schema} onSubmit={submit}>
      <Form
        ref={form}
        method="post"
        action={`/api/${kind}`}
        // Until the script runs, the browser checks required fields and formats itself.
        noValidate={hydrated}
        className={`relative ${className ?? ''}`}
        data-testid={testId ?? `${kind}-form`}
        data-enhanced={hydrated || undefined}
      >
        <input type="hidden" name="locale" value={language} />
        <input type="hidden" name="sentFrom" value={sentFrom} />
        <HoneypotField />
        <KeepValuesTypedEarly form={form} />
        <PostedFormFeedback kind={kind} />
        {children}
        {unsent && <UnsentNotice kind={kind} />}
        <FocusFirstInvalid form={form} />
      </Form>
    </Formik>
  );
}
