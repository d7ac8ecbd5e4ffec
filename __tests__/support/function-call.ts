import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';

/** What a Function answered: status, headers (lower-case names) and the body it sent. */
export interface FakeResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Calls a Function's handler as Gatsby would, with a request already parsed (method, headers, query, body, client
 * address) and a response that records what the handler sent: for unit tests and the inbox benchmark.
 */
export function call(
  handler: (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => Promise<void>,
  request: {
    method?: string;
    headers?: Record<string, string>;
    body?: unknown;
    query?: Record<string, string>;
    ip?: string;
    /** Called the moment the handler sends its answer (before its promise settles): for tests of what happens after. */
    onAnswer?: () => void;
  },
) {
  const response: FakeResponse = { statusCode: 0, headers: {}, body: undefined };
  const answered = () => request.onAnswer?.();
  const res = {
    setHeader: (name: string, value: string) => void (response.headers[name.toLowerCase()] = value),
    status(code: number) {
      response.statusCode = code;
      return this;
    },
    json(body: unknown) {
      response.body = body;
      answered();
      return this;
    },
    send(body: unknown) {
      response.body = body;
      answered();
      return this;
    },
    redirect(code: number, url: string) {
      response.statusCode = code;
      response.headers.location = url;
      answered();
      return this;
    },
  } as unknown as GatsbyFunctionResponse;
  const req = {
    method: request.method ?? 'POST',
    headers: { 'content-type': 'application/json', ...request.headers },
    body: request.body,
    query: request.query ?? {},
    socket: { remoteAddress: request.ip ?? '127.0.0.1' },
  } as unknown as GatsbyFunctionRequest;
  return handler(req, res).then(() => response);
}
