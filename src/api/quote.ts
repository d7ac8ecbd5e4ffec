import { createLeadHandler } from '../server/lead-handler';

/** POST /api/quote: see src/server/lead-handler.ts for the status codes. */
export default createLeadHandler('quote');
