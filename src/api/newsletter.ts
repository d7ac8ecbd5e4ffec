import { createLeadHandler } from '../lib/leads/handler';

/** POST /api/newsletter: see src/lib/leads/handler.ts for the status codes. */
export default createLeadHandler('newsletter');
