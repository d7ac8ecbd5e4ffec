import type { StoredLead } from './lead';

/** The moment before which a lead's last contact makes it due for deletion: `months` before `now`. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** The last contact with the person behind a lead: when it came in, or when the owner last handled it. */
export function lastContact(lead: Pick<StoredLead, 'receivedAt' | 'updatedAt'>): string {
  return lead.updatedAt && lead.updatedAt > lead.receivedAt ? lead.updatedAt : lead.receivedAt;
}

/** True when a lead's data is older than the privacy statement allows (kept until the cutoff, not past it). */
export function isExpired(lead: Pick<StoredLead, 'receivedAt' | 'updatedAt'>, cutoff: Date): boolean {
  return lastContact(lead) < cutoff.toISOString();
}
