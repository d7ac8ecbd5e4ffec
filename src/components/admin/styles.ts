/** The inbox's text inputs and selects. */
export const INPUT = 'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm';
