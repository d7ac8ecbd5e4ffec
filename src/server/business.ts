import business from '../../content/site/business.json';
import type { BusinessContact } from '../lib/leads/mail';

/** The business facts the mails name, from the business configuration. */
export const BUSINESS_CONTACT: BusinessContact = {
  name: business.name,
  email: business.email,
  phone: business.phone,
  ownerName: business.owner.name,
  replyHours: business.claims.replyHours,
  siteUrl: business.siteUrl,
};
