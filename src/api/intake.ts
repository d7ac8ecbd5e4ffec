import { createLeadHandler, LEAD_FUNCTION_CONFIG } from '../lib/leads/handler';

/** POST /api/intake: see src/lib/leads/handler.ts for the status codes. */
export default createLeadHandler('intake');

export const config = LEAD_FUNCTION_CONFIG;
