import React, { useId, useState, type ReactNode } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { photoProblem } from '../../lib/case-site/photo';
import type { RequestKind } from '../../lib/case-site/model';
import type { CaseSiteWords } from '../../lib/case-site/words';
import { BUTTON } from '../trade-site/parts';
import { ERROR, FIELD, LABEL } from './look';

interface RequestValues {
  name: string;
  phone: string;
  message: string;
  photo: File | null;
}

const EMPTY: RequestValues = { name: '', phone: '', message: '', photo: null };

function requestSchema(words: CaseSiteWords) {
  const { form } = words;
  return yup.object({
    name: yup.string().trim().required(form.required),
    phone: yup
      .string()
      .trim()
      .required(form.required)
      .test('dialable', form.phoneInvalid, (value) => (value ?? '').replace(/\D/g, '').length >= 8),
    message: yup.string().trim().required(form.required),
    photo: yup
      .mixed<File>()
      .nullable()
      .test('photo', (value, context) => {
        const problem = value ? photoProblem(value) : null;
        return problem ? context.createError({ message: problem === 'type' ? form.photoType : form.photoSize }) : true;
      }),
  });
}

/**
 * The emergency or quote request of a client's site, working as it does there (required fields, a phone number that
 * dials, a photo that is a photo and not too large) but posting nowhere: its success says nothing was sent. Loaded when
 * the visitor first uses it (case-site/on-use.tsx); the server renders the same form, so nothing moves.
 */
export function RequestForm({ kind, owner, words }: { kind: RequestKind; owner: string; words: CaseSiteWords }) {
  const id = useId();
  const { form } = words;
  const [sent, setSent] = useState(false);
  const formik = useFormik<RequestValues>({
    initialValues: EMPTY,
    validationSchema: requestSchema(words),
    onSubmit: () => setSent(true),
  });
  const problem = (field: keyof RequestValues) => (formik.touched[field] || formik.submitCount > 0 ? formik.errors[field] : undefined);
  const described = (field: keyof RequestValues, hint?: string) =>
    [problem(field) ? `${id}-${field}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined;

  if (sent)
    return (
      <div className="flex min-h-[30rem] flex-col items-start justify-center gap-4" role="status" data-testid="case-site-request-done">
        <p className="text-lg font-bold">{form.success(owner)}</p>
        <button
          type="button"
          className={`${BUTTON} border-2 border-[var(--ts-ink)]`}
          onClick={() => {
            formik.resetForm();
            setSent(false);
          }}
        >
          {form.again}
        </button>
      </div>
    );

  // A field with its label above and, once touched, its problem below.
  const labelled = (field: keyof RequestValues, label: string, control: ReactNode) => (
    <div>
      <label htmlFor={`${id}-${field}`} className={LABEL}>
        {label}
      </label>
      {control}
      {problem(field) && (
        <p id={`${id}-${field}-error`} className={ERROR}>
          {problem(field)}
        </p>
      )}
    </div>
  );
  // A typed field bound to the form: its value, its touch and its problem.
  const bound = (field: 'name' | 'phone' | 'message') => ({
    id: `${id}-${field}`,
    name: field,
    className: `${FIELD} mt-1.5`,
    value: formik.values[field],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    'aria-invalid': problem(field) ? true : undefined,
    'aria-describedby': described(field),
  });
  const text = (field: 'name' | 'phone', label: string, type: string, autoComplete: string) =>
    labelled(field, label, <input {...bound(field)} type={type} autoComplete={autoComplete} />);

  return (
    <form
      method="dialog"
      noValidate
      onSubmit={formik.handleSubmit}
      className="grid min-h-[30rem] content-start gap-4"
      data-testid="case-site-request"
      data-kind={kind}
    >
      <div className="grid gap-4 @2xl:grid-cols-2">
        {text('name', form.name, 'text', 'name')}
        {text('phone', form.phone, 'tel', 'tel')}
      </div>
      {labelled('message', form.message, <textarea {...bound('message')} rows={3} placeholder={form.messageHint[kind]} />)}
      {labelled(
        'photo',
        form.photo,
        <>
          <input
            id={`${id}-photo`}
            name="photo"
            type="file"
            accept="image/*"
            className="mt-1.5 block w-full text-sm text-[var(--ts-ink)] file:mr-3 file:min-h-[44px] file:cursor-pointer file:rounded-[var(--ts-radius)] file:border-2 file:border-[var(--ts-ink)] file:bg-[var(--ts-page)] file:px-4 file:font-bold file:text-[var(--ts-ink)]"
            onChange={(event) => {
              void formik.setFieldValue('photo', event.currentTarget.files?.[0] ?? null);
              void formik.setFieldTouched('photo', true, false);
            }}
            aria-invalid={problem('photo') ? true : undefined}
            aria-describedby={described('photo', `${id}-photo-hint`)}
            data-testid="case-site-photo"
          />
          <p id={`${id}-photo-hint`} className="mt-1 text-sm text-[var(--ts-muted)]">
            {form.photoHint}
          </p>
        </>,
      )}
      <div>
        <button type="submit" className={`${BUTTON} bg-[var(--ts-accent)] text-[var(--ts-accent-text)]`}>
          {form.submit[kind]}
        </button>
      </div>
    </form>
  );
}

export default RequestForm;
