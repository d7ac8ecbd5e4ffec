/** The site's forms; each posts to /api/{kind}. */
export const FORM_KINDS = ['intake', 'contact', 'quote', 'newsletter'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export function isFormKind(value: unknown): value is FormKind {
  return typeof value === 'string' && (FORM_KINDS as readonly string[]).includes(value);
}
