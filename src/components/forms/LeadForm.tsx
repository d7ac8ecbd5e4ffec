import React, { useEffect, useMemo, useRef } from 'react';
import { Form, Formik, useFormikContext, type FormikHelpers, type FormikValues } from 'formik';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import { FORM_SCHEMAS, type FormKind } from '../../lib/forms/schemas';
import { postJson } from '../../browser/post-json';
import { useBusiness } from '../../hooks/use-business';
import { useCurrentPage } from '../layout/page';
import { useToast } from '../ui/Toaster';
import { HoneypotField } from './fields';

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
      {isSubmitting && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />}
      {isSubmitting ? busyLabel : label}
    </button>
  );
}

export type SubmitOutcome = 'success' | 'error';

interface LeadFormProps<Values extends FormikValues> {
  kind: FormKind;
  initialValues: Values;
  /** Called after a real submission; the form shows toasts unless `toasts` is false. */
  onOutcome?: (outcome: SubmitOutcome, values: Values) => void;
  toasts?: boolean;
  className?: string;
  testId?: string;
  children: React.ReactNode;
}

/**
 * Formik around one of the lead schemas: validation in the page's language, errors linked to fields,
 * the honeypot, the POST to /api/{kind}, and the success or error toast (which names the e-mail address).
 */
export function LeadForm<Values extends FormikValues & { honeypot: string }>({
  kind,
  initialValues,
  onOutcome,
  toasts = true,
  className,
  testId,
  children,
}: LeadFormProps<Values>) {
  const { t } = useTranslation();
  const { language } = useCurrentPage();
  const business = useBusiness();
  const showToast = useToast();
  const form = useRef<HTMLFormElement>(null);
  const schema = useMemo(() => FORM_SCHEMAS[kind](t), [kind, t]);
  const replyHours = business.claims.replyHours;

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    // A filled honeypot means a bot: send nothing, show nothing.
    if (values.honeypot.trim() !== '') return;
    try {
      await postJson(`/api/${kind}`, values);
      if (toasts) showToast({ title: t(`forms.${kind}.successTitle`), description: t(`forms.${kind}.successText`, { hours: replyHours }) });
      helpers.resetForm();
      onOutcome?.('success', values);
    } catch {
      if (toasts) {
        showToast({
          variant: 'destructive',
          title: t(`forms.${kind}.errorTitle`),
          description: t(`forms.${kind}.errorText`, { email: business.email }),
        });
      }
      onOutcome?.('error', values);
    }
  };

  return (
    // The page's language travels with the values, so the shared schema (which requires it) validates here too.
    <Formik<Values> initialValues={{ ...initialValues, locale: language }} validationSchema={schema} onSubmit={submit}>
      <Form ref={form} noValidate className={`relative ${className ?? ''}`} data-testid={testId ?? `${kind}-form`}>
        <HoneypotField />
        {children}
        <FocusFirstInvalid form={form} />
      </Form>
    </Formik>
  );
}
