import React, { useId } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import type { Choice } from '../../lib/forms/options';

const INPUT_CLASS =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-600';

/**
 * For a grid of fields side by side: each field's label, control and error take three rows of the grid (subgrid), so
 * the controls of a row stay in line when one label wraps (a longer label, an "(optional)" mark) or one shows an error.
 * Where subgrid is unknown, each field simply stacks its three. Only on a grid whose children are fields: outside one, a
 * subgrid has no rows to share (a textarea there collapsed to one line).
 */
export const FIELDS_IN_LINE = '[&>*]:row-span-3 [&>*]:grid [&>*]:grid-rows-subgrid [&>*]:content-start [&>*]:gap-y-0';

interface FieldProps {
  name: string;
  label: React.ReactNode;
  required?: boolean;
}

function useControlIds(name: string) {
  const id = `${useId()}-${name}`;
  return { id, errorId: `${id}-error` };
}

function Label({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold text-slate-800">
      {children}
      {/* A space, not only a margin: without it "Telefoonnummer(optioneel)" is one word that cannot wrap. */}{' '}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      ) : (
        <span className="ml-0.5 font-normal text-slate-500">({t('forms.optional')})</span>
      )}
    </label>
  );
}

function ErrorText({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700" data-testid="field-error">
      {error}
    </p>
  );
}

/** A labelled control bound to a formik field, with its error linked; `control` renders the input itself. */
function LabelledField({
  name,
  label,
  required,
  control,
}: FieldProps & { control: (props: ReturnType<typeof useField<string>>[0] & ControlAria) => React.ReactNode }) {
  const [field, meta] = useField<string>(name);
  const { id, errorId } = useControlIds(name);
  const showError = Boolean(meta.touched && meta.error);
  return (
    <div>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {control({
        ...field,
        id,
        required,
        'aria-required': required || undefined,
        'aria-invalid': showError,
        'aria-describedby': showError ? errorId : undefined,
        className: INPUT_CLASS,
      })}
      <ErrorText id={errorId} error={showError ? meta.error : undefined} />
    </div>
  );
}

interface ControlAria {
  id: string;
  required?: boolean;
  'aria-required'?: boolean;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  className: string;
}

type TextFieldProps = FieldProps & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'name'>;

export function TextField({ name, label, required, ...input }: TextFieldProps) {
  return <LabelledField name={name} label={label} required={required} control={(props) => <input {...props} {...input} />} />;
}

type TextAreaProps = FieldProps & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>;

export function TextAreaField({ name, label, required, ...textarea }: TextAreaProps) {
  return (
    <LabelledField name={name} label={label} required={required} control={(props) => <textarea rows={4} {...props} {...textarea} />} />
  );
}

interface SelectFieldProps extends FieldProps {
  options: readonly Choice[];
  testId?: string;
}

export function SelectField({ name, label, required, options, testId }: SelectFieldProps) {
  const { t } = useTranslation();
  return (
    <LabelledField
      name={name}
      label={label}
      required={required}
      control={(props) => (
        <select {...props} data-testid={testId}>
          <option value="">{t('forms.select')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

interface RadioGroupFieldProps {
  name: string;
  legend: string;
  options: readonly Choice[];
}

export function RadioGroupField({ name, legend, options }: RadioGroupFieldProps) {
  const { t } = useTranslation();
  const [field] = useField<string>(name);
  const groupId = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">
        {legend} <span className="font-normal text-slate-500">({t('forms.optional')})</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const optionId = `${groupId}-${option.value}`;
          return (
            <div key={option.value}>
              <input
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                checked={field.value === option.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                className="peer sr-only"
              />
              <label
                htmlFor={optionId}
                className="inline-flex min-h-[44px] cursor-pointer items-center rounded-lg border border-slate-300 px-3.5 text-sm font-medium text-slate-700 hover:border-brand-400 peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-checked:text-brand-900 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-600"
              >
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

interface CheckboxFieldProps {
  name: string;
  label: React.ReactNode;
  required?: boolean;
}

export function CheckboxField({ name, label, required }: CheckboxFieldProps) {
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  const { id, errorId } = useControlIds(name);
  const showError = Boolean(meta.touched && meta.error);
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={field.name}
          checked={Boolean(field.checked)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          required={required}
          aria-required={required || undefined}
          aria-invalid={showError}
          aria-describedby={showError ? errorId : undefined}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 text-brand-600 accent-brand-600"
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {label}
          {required && (
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              *
            </span>
          )}
        </label>
      </div>
      <ErrorText id={errorId} error={showError ? meta.error : undefined} />
    </div>
  );
}

/** A field only bots fill in: off screen, out of the tab order, hidden from assistive technology. */
export function HoneypotField() {
  const { t } = useTranslation();
  const [field] = useField<string>('honeypot');
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>{t('forms.honeypotLabel')}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...field} data-testid="honeypot" />
    </div>
  );
}
