import { createLeadHandler } from '../lib/leads/handler';

/** POST /api/intake: see src/lib/leads/handler.ts for the status codes. */
export default createLeadHandler('intake');
