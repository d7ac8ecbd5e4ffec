import { createLeadsApi } from '../server/leads-api';

/** /api/leads: the owner's inbox (src/server/leads-api.ts), signed in with ADMIN_TOKEN. */
export default createLeadsApi();
