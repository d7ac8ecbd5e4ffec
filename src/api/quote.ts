import { createLeadHandler, LEAD_FUNCTION_CONFIG } from '../lib/leads/handler';

/** POST /api/quote: see src/lib/leads/handler.ts for the status codes. */
export default createLeadHandler('quote');

export const config = LEAD_FUNCTION_CONFIG;
