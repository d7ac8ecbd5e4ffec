// Netlify scheduled Function (schedule in netlify.toml): src/server/delivery-functions.ts.
export { askForScheduledDelivery as handler } from '../../src/server/delivery-functions';
