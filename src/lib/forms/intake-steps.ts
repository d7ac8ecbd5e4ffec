/**
 * The project intake in steps (the spec's multi-step intake): each step validates its own fields with the intake
 * schema picked to them, and the last one sends everything in one request.
 */
export const INTAKE_STEPS = [
  // The business first, in the order the form asks it: its name and trade lead (issue 48), the contact person follows.
  { id: 'business', fields: ['company', 'industry', 'town', 'phone', 'name', 'email'] },
  { id: 'requirements', fields: ['goals', 'existingWebsite', 'selection', 'addOns'] },
  { id: 'design', fields: ['style'] },
  { id: 'planning', fields: ['timeline', 'budget'] },
  { id: 'consent', fields: ['portfolioPermission', 'privacyAgreed'] },
] as const;

export type IntakeStep = (typeof INTAKE_STEPS)[number];
export type IntakeField = IntakeStep['fields'][number];

/** The first step holding one of these fields, for a failed submit to go back to. */
export function firstStepWith(fields: readonly string[]): number {
  const index = INTAKE_STEPS.findIndex((step) => step.fields.some((field) => fields.includes(field)));
  return Math.max(0, index);
}
