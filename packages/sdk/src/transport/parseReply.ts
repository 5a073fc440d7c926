import type { Reply, SystemFrame } from '@abitura/contracts/wire';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isReply(value: unknown): value is Reply {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Reply).success === 'boolean' &&
    'data' in value
  );
}

/** Reads a reply envelope from text; null when it is not one. A missing message becomes ''. */
export function parseReply(text: string): Reply | null {
  const value = parseJson(text);
  if (!isReply(value)) return null;
  return { ...value, message: typeof value.message === 'string' ? value.message : String(value.message ?? '') };
}

export type IncomingFrame =
  | { kind: 'pong' }
  | { kind: 'ping' }
  | { kind: 'system'; frame: SystemFrame }
  | { kind: 'reply'; reply: Reply & { requestId: string } }
  | { kind: 'unknown' };

/** Classifies one WS text frame. Replies without a requestId cannot be matched and are unknown. */
export function classifyFrame(text: string): IncomingFrame {
  if (text === 'pong') return { kind: 'pong' };
  if (text === 'ping') return { kind: 'ping' };
  const value = parseJson(text);
  if (typeof value === 'object' && value !== null && 'SYSTEM_CALL' in value) {
    const call = (value as SystemFrame).SYSTEM_CALL;
    if (call === 'NOTIFY' || call === 'EVENT') return { kind: 'system', frame: value as SystemFrame };
    return { kind: 'unknown' };
  }
  if (isReply(value) && typeof value.requestId === 'string') {
    const message = typeof value.message === 'string' ? value.message : String(value.message ?? '');
    return { kind: 'reply', reply: { ...value, message, requestId: value.requestId } };
  }
  return { kind: 'unknown' };
}
