import { FIELD_ORDER, type StoredLead } from './lead';

/** Characters that make a spreadsheet read a cell as a formula (or that Excel strips before doing so). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: quoted, quotes doubled, and a leading formula character neutralised with an apostrophe. */
export function csvCell(value: unknown): string {
  const text = value === undefined || value === null ? '' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The columns of an export: when, what, which status, then every form field in the mails' order. */
export const CSV_COLUMNS = ['receivedAt', 'kind', 'status', 'language', ...FIELD_ORDER, 'id'] as const;

/**
 * Leads as CSV for a spreadsheet or a mailing tool: a UTF-8 byte-order mark so Excel reads accents, a header row,
 * CRLF line ends, and cells that can never run as formulas.
 */
export function leadsToCsv(leads: readonly StoredLead[], columns: readonly string[] = CSV_COLUMNS): string {
  const rows = leads.map((lead) =>
    columns.map((column) => {
      if (column === 'receivedAt' || column === 'kind' || column === 'status' || column === 'language' || column === 'id')
        return csvCell(lead[column]);
      return csvCell(lead.fields[column]);
    }),
  );
  return `\uFEFF${[columns.map(csvCell), ...rows].map((row) => row.join(',')).join('\r\n')}\r\n`;
}
