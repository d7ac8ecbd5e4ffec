import { createTapHandler } from '../server/tap-handler';

/** POST /api/tap: one counted tap on the phone, WhatsApp or e-mail link (src/server/tap-handler.ts). */
export default createTapHandler();
