import { createLeadHandler } from '../server/lead-handler';

/** POST /api/contact: see src/server/lead-handler.ts for the status codes. */
export default createLeadHandler('contact');
