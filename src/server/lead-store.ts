import type { StoredLead } from '../lib/leads/lead';
import type { LeadFilter, LeadPage, LeadPageQuery } from '../lib/leads/lead-query';
import type { SummaryLead } from '../lib/leads/summary';

/** What the owner (stage, note) and the notifications (their outcome) change on a stored lead. */
export type LeadPatch = Partial<Pick<StoredLead, 'status' | 'note' | 'notify' | 'delivery' | 'updatedAt'>>;

/**
 * Where leads live: a JSON-lines file on the site's own disk, or Netlify Blobs on Netlify (where the disk does not
 * outlive a request). Both keep every lead the Functions acknowledged; the inbox and `npm run leads` read them.
 * The inbox reads one page at a time: with two years of leads kept, reading them all per view is too slow on Blobs.
 */
export interface LeadStore {
  readonly name: 'file' | 'blobs';
  /** Keeps a lead; resolves only once it is stored for good. */
  append(lead: StoredLead): Promise<void>;
  /** One page of the leads the filter lets through, newest first, with their count; reads only that page's leads. */
  page(query: LeadPageQuery): Promise<LeadPage>;
  /** Every lead the filter lets through, newest first: for the CSV export and `npm run leads`, which want them all. */
  list(filter?: LeadFilter): Promise<StoredLead[]>;
  /** What the summary counts of every lead received from `from` on, read without reading the leads where the store can. */
  summaryLeads(from: Date): Promise<SummaryLead[]>;
  /** One lead by its id, read directly. */
  get(id: string): Promise<StoredLead | null>;
  update(id: string, patch: LeadPatch): Promise<StoredLead | null>;
  /** Erases a lead (a GDPR erasure request); false when there was none. */
  delete(id: string): Promise<boolean>;
  /**
   * Erases every lead whose last contact is before the cutoff; resolves with how many. Only leads received before the
   * cutoff can be due (the last contact is never before the lead came in), so only those are read.
   */
  purge(cutoff: Date): Promise<number>;
  /** The leads whose notifications are still to be sent (pending, or failed so far), found without reading the others. */
  undeliveredLeads(): Promise<StoredLead[]>;
  /** Moves leads kept in an older layout of this store into its current one; resolves with how many. */
  migrate?(): Promise<number>;
}
