/**
 * Netlify scheduled Function (its schedule is in netlify.toml): every quarter of an hour it asks the background
 * Function to deliver every lead whose notifications are due, so that a lead whose own request for delivery was lost,
 * or whose retries outlived one background run, is still sent. A scheduled Function has 30 seconds; the background
 * one has 15 minutes, as a slow mail server may need.
 */
import { BACKGROUND_DELIVERY_PATH } from '../../src/server/delivery';
import { runtimeEnv } from '../../src/server/settings';

export async function handler(): Promise<{ statusCode: number }> {
  // URL: the site's main address, which Netlify gives every Function.
  const site = runtimeEnv().URL;
  if (!site) {
    console.error('[leads] scheduled delivery: no URL in the environment');
    return { statusCode: 500 };
  }
  const response = await fetch(new URL(BACKGROUND_DELIVERY_PATH, site), { method: 'POST', body: '{}' });
  console.info(`[leads] scheduled delivery asked for: ${response.status}`);
  return { statusCode: response.status === 202 || response.ok ? 200 : 502 };
}
