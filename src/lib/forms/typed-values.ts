/**
 * What a visitor typed into a form's server HTML before its script ran, as form values. React keeps those values in
 * the page when it hydrates, but the form's state starts from its initial values: without this, the fields would show
 * the text while a submit sent them empty. `entries` is the form's `FormData`: a checkbox counts as ticked when its
 * name is present; a field the form does not know is ignored.
 */
export function valuesTypedBefore<Values extends Record<string, unknown>>(
  initial: Values,
  entries: Iterable<[string, FormDataEntryValue]>,
): Partial<Values> {
  const sent = new Map<string, string>();
  for (const [key, value] of entries) if (typeof value === 'string' && !sent.has(key)) sent.set(key, value);
  const typed: Partial<Values> = {};
  for (const [key, start] of Object.entries(initial) as Array<[keyof Values & string, unknown]>) {
    if (typeof start === 'boolean') {
      if (sent.has(key) !== start) typed[key] = sent.has(key) as Values[typeof key];
    } else if (typeof start === 'string') {
      const value = sent.get(key);
      if (value !== undefined && value !== start) typed[key] = value as Values[typeof key];
    }
  }
  return typed;
}
