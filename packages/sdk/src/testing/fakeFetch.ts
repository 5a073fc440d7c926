export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
  json(): Record<string, unknown>;
}

export type FetchResponder = (request: RecordedRequest) => Response | Promise<Response>;

/** A fetch stand-in that records requests and answers with the test's responder. */
export function createFakeFetch(responder: FetchResponder): { fetch: typeof fetch; requests: RecordedRequest[] } {
  const requests: RecordedRequest[] = [];
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = await request.text();
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const recorded: RecordedRequest = { url: request.url, method: request.method, headers, body, json: () => JSON.parse(body) };
    requests.push(recorded);
    return responder(recorded);
  };
  return { fetch: fakeFetch as typeof fetch, requests };
}

/** A JSON reply envelope response. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Answers every rpc request with success and `data` echoing the action name. */
export function echoResponder(request: RecordedRequest): Response {
  const envelope = request.json();
  return jsonResponse({ success: true, message: '', data: { action: envelope.action }, requestId: envelope.requestId });
}
