/**
 * The call card's draft: what the operator typed for one person survives a reload of the page
 * (localStorage, as a call may outlive a tab), kept per signed-in user and per person, and
 * forgotten once the call and its follow-up are saved. A stored value that no longer reads as
 * the forms' values is dropped rather than trusted.
 */
import { storedJson, type StorageArea } from './storedJson.js';
import { EMPTY_CALL, EMPTY_FOLLOW_UP, type CallValues, type FollowUpValues } from './callValues.js';

/** Which form the operator was at: the call, or its follow-up once the call was registered. */
export type CallStage = 'call' | 'followUp';

export interface CallDraftValue {
  stage: CallStage;
  call: CallValues;
  followUp: FollowUpValues;
}

const PREFIX = 'abitura:callDraft:';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every key of `empty` present in `stored` with the same kind; the organization may be null or {id, name}. */
function sameShape<T extends object>(stored: unknown, empty: T): T | null {
  if (!isRecord(stored)) return null;
  for (const [key, initial] of Object.entries(empty)) {
    const value = stored[key];
    if (key === 'organization') {
      if (value !== null && !(isRecord(value) && typeof value.id === 'number' && typeof value.name === 'string')) return null;
    } else if (typeof value !== typeof initial) return null;
  }
  return Object.fromEntries(Object.keys(empty).map((key) => [key, stored[key]])) as T;
}

export function parseCallDraft(stored: unknown): CallDraftValue | null {
  if (!isRecord(stored) || (stored.stage !== 'call' && stored.stage !== 'followUp')) return null;
  const call = sameShape(stored.call, EMPTY_CALL);
  const followUp = sameShape(stored.followUp, EMPTY_FOLLOW_UP);
  if (call === null || followUp === null) return null;
  if (call.direction !== 'incoming' && call.direction !== 'outgoing') return null;
  return { stage: stored.stage, call, followUp };
}

export function callDraft(storage: StorageArea | null, userId: number | string | null, personId: number) {
  return storedJson(storage, `${PREFIX}${userId ?? 'anonymous'}:${personId}`, parseCallDraft);
}

export type CallDraft = ReturnType<typeof callDraft>;
