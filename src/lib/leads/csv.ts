import { FIELD_ORDER, type StoredLead } from './lead';
import { UTM_FIELDS, sourceKindOf } from './attribution';
import { lastContact } from './retention';

/** Characters that make a spreadsheet read a cell as a formula (or that Excel strips before doing so). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: quoted, quotes doubled, and a leading formula character neutralised with an apostrophe. */
export function csvCell(value: unknown): string {
  const text = value === undefined || value === null ? '' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Where a lead came from, as columns. */
const SOURCE_COLUMNS = ['source', 'landingPage', 'referrerHost', ...UTM_FIELDS.map(([field]) => field), 'sentFrom'] as const;

/**
 * The columns of an export: when, what, which stage and note, when it last changed (retention counts from there),
 * every form field in the mails' order, then where it came from.
 */
export const CSV_COLUMNS = [
  'receivedAt',
  'kind',
  'status',
  'note',
  'lastChange',
  'language',
  ...FIELD_ORDER,
  ...SOURCE_COLUMNS,
  'id',
] as const;

/** One cell's value of a lead. */
function valueOf(lead: StoredLead, column: string): unknown {
  switch (column) {
    case 'receivedAt':
    case 'kind':
    case 'status':
    case 'note':
    case 'language':
    case 'id':
      return lead[column];
    case 'lastChange':
      return lastContact(lead);
    case 'source':
      return sourceKindOf(lead.source);
    case 'landingPage':
    case 'referrerHost':
    case 'sentFrom':
      return lead.source?.[column];
    default:
      return UTM_FIELDS.some(([field]) => field === column)
        ? lead.source?.utm?.[column as (typeof UTM_FIELDS)[number][0]]
        : lead.fields[column];
  }
}

/**
 * Leads as CSV for a spreadsheet or a mailing tool: a UTF-8 byte-order mark so Excel reads accents, a header row,
 * CRLF line ends, and cells that can never run as formulas.
 */
export function leadsToCsv(leads: readonly StoredLead[], columns: readonly string[] = CSV_COLUMNS): string {
  const rows = leads.map((lead) => columns.map((column) => csvCell(valueOf(lead, column))));
  return `\uFEFF${[columns.map(csvCell), ...rows].map((row) => row.join(',')).join('\r\n')}\r\n`;
}
