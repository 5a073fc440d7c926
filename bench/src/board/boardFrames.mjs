// What the board benchmark reads and writes on the wire, as pure functions: the call an
// operator's reply announces, whether a board's EVENT frame shows that call, and the frame the
// baseline echo broadcasts in place of the real board (same shape and size, the call spliced in).

export const BOARD_TOPIC = 'queue.board';

/**
 * The call a Queue/CallNext reply announces: the ticket's code and the instant it was called
 * (the board lists it in `calls` with that code and that instant), or null for anything else
 * (a refusal, or `ticket: null` when the queue was empty).
 * @param {unknown} reply
 * @returns {{ code: string; at: string } | null}
 */
export function callOfReply(reply) {
  const ticket = /** @type {any} */ (reply)?.success === true ? /** @type {any} */ (reply).data?.ticket : null;
  if (!ticket || typeof ticket.code !== 'string' || typeof ticket.calledAt !== 'string') return null;
  return { code: ticket.code, at: ticket.calledAt };
}

/**
 * Whether a frame a board received is the board EVENT that shows this call: the ticket is among
 * the board's current calls with exactly that call's instant (a recall or a later call of the
 * same code has another instant; the `recent` list alone does not count).
 * @param {string | Buffer} raw
 * @param {{ code: string; at: string }} call
 */
export function frameShowsCall(raw, call) {
  let frame;
  try {
    frame = JSON.parse(typeof raw === 'string' ? raw : raw.toString('utf8'));
  } catch {
    return false;
  }
  if (frame?.SYSTEM_CALL !== 'EVENT' || frame.topic !== BOARD_TOPIC) return false;
  const calls = frame.data?.calls;
  return Array.isArray(calls) && calls.some((entry) => entry?.code === call.code && entry?.at === call.at);
}

/**
 * The code the echo announces for its n-th call: the template's service prefix and a
 * three-digit number, as the server writes codes (А-007), so the frame keeps the real size.
 * @param {string} templateCode a real code, e.g. 'Б-042'
 * @param {number} n
 */
export function echoCode(templateCode, n) {
  const dash = templateCode.lastIndexOf('-');
  const prefix = dash === -1 ? 'Э' : templateCode.slice(0, dash);
  const width = dash === -1 ? 3 : Math.max(3, templateCode.length - dash - 1);
  return `${prefix}-${String(n % 10 ** width).padStart(width, '0')}`;
}

/**
 * The echo's board frame for one call: a real board view (`template`, with at least one current
 * call) whose first call becomes this one and whose server time is the call's instant.
 * @param {{ calls: Array<{ code: string; desk: string; at: string }>; serverTime: string } & Record<string, unknown>} template
 * @param {{ code: string; at: string }} call
 */
export function echoBoardFrame(template, call) {
  const [first, ...others] = template.calls;
  const data = { ...template, calls: [{ code: call.code, desk: first?.desk ?? '', at: call.at }, ...others], serverTime: call.at };
  return JSON.stringify({ SYSTEM_CALL: 'EVENT', topic: BOARD_TOPIC, data });
}

/** The frame a board sends to follow the board topic, with its device key. */
export function subscribeFrame(apiKey, requestId = 'board-subscribe') {
  return JSON.stringify({ action: 'Events/Subscribe', params: { topics: [BOARD_TOPIC] }, token: null, requestId, ...(apiKey ? { apiKey } : {}) });
}
