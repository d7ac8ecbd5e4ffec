import { createLeadHandler } from '../lib/leads/handler';

/** POST /api/quote: see src/lib/leads/handler.ts for the status codes. */
export default createLeadHandler('quote');
