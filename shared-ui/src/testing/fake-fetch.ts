// Test double for fetch: records what the client sent and answers from a queue.
export interface RecordedCall {
  url: string;
  init: RequestInit;
  headers: Headers;
}

export function createFakeFetch(...responses: Array<Response | Error | (() => Response)>) {
  const calls: RecordedCall[] = [];
  const queue = [...responses];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    calls.push({ url: String(input), init, headers: new Headers(init.headers) });
    const next = queue.length > 1 ? queue.shift() : queue[0];
    if (next === undefined) return new Response(null, { status: 204 });
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next() : next.clone();
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}
