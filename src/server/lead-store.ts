import type { StoredLead } from '../lib/leads/lead';

/** What the owner may change on a stored lead. */
export type LeadPatch = Partial<Pick<StoredLead, 'status' | 'notify' | 'updatedAt'>>;

/**
 * Where leads live: a JSON-lines file on the site's own disk, or Netlify Blobs on Netlify (where the disk does not
 * outlive a request). Both keep every lead the Functions acknowledged; the inbox and `npm run leads` read them.
 */
export interface LeadStore {
  readonly name: 'file' | 'blobs';
  /** Keeps a lead; resolves only once it is stored for good. */
  append(lead: StoredLead): Promise<void>;
  /** Every lead, newest first. */
  list(): Promise<StoredLead[]>;
  get(id: string): Promise<StoredLead | null>;
  update(id: string, patch: LeadPatch): Promise<StoredLead | null>;
  /** Erases a lead (a GDPR erasure request); false when there was none. */
  delete(id: string): Promise<boolean>;
  /** Erases every lead whose last contact is before the cutoff; resolves with how many. */
  purge(isExpired: (lead: StoredLead) => boolean): Promise<number>;
}

export const newestFirst = (a: StoredLead, b: StoredLead) => b.receivedAt.localeCompare(a.receivedAt);
