/** An error for a non-2xx answer; its message is `{status}: {body text or status text}` (spec section 8). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * The browser's one way to post a form: JSON in, JSON out. Failures (non-2xx answers and network errors)
 * are logged to the console and thrown.
 */
export async function postJson<T = unknown>(url: string, body: unknown, fetchImpl: typeof fetch = fetch): Promise<T> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'include',
      body: JSON.stringify(body),
    });
  } catch (error) {
    console.error(`POST ${url} failed:`, error);
    throw error;
  }
  if (!response.ok) {
    const text = (await response.text().catch(() => '')) || response.statusText;
    const error = new HttpError(response.status, `${response.status}: ${text}`);
    console.error(`POST ${url} failed:`, error.message);
    throw error;
  }
  return (await response.json()) as T;
}
