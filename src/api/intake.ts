import { createLeadHandler } from '../server/lead-handler';

/** POST /api/intake: see src/server/lead-handler.ts for the status codes. */
export default createLeadHandler('intake');
