import { createLeadHandler } from '../server/lead-handler';

/** POST /api/newsletter: see src/server/lead-handler.ts for the status codes. */
export default createLeadHandler('newsletter');
