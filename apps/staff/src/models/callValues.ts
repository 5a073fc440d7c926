/**
 * The call card's two forms as plain values: the call itself (direction, theme, result, comment,
 * callback time, organization) and the follow-up interaction after it (type, result, a letter from
 * a template). Here are their checks before sending, the params the contracts take, and which
 * results ask for a callback time (the contract's own lists, so the form and the server agree).
 * The theme is a code of a list administrators edit: the form offers the list's entries and the
 * server checks the code against them.
 */
import { isMoscowSunday } from '@abitura/contracts/moscowTime';
import { isEmail } from '@abitura/contracts/validation';
import { CALLBACK_ALLOWED_RESULTS, CALLBACK_REQUIRED_RESULTS } from '@abitura/contracts';
import { CALL_RESULTS, HAND_RECORDED_TYPES, type CallResultCode } from '@abitura/contracts/vocabulary';
import type { FieldErrors } from './formModel.js';
import { localToInstant } from './localDateTime.js';

export type CallDirection = 'incoming' | 'outgoing';

export interface NamedRef {
  id: number;
  name: string;
}

export interface CallValues {
  direction: CallDirection;
  /** A code of the talkThemes list (administrators edit it; the server checks it), '' until chosen. */
  theme: string;
  /** A CALL_RESULTS code as text, '' until chosen. */
  result: string;
  comment: string;
  /** 'YYYY-MM-DDTHH:mm' in local time, '' for none. */
  callbackAt: string;
  organization: NamedRef | null;
}

export const EMPTY_CALL: CallValues = { direction: 'incoming', theme: '', result: '', comment: '', callbackAt: '', organization: null };
export const CALL_FIELDS = ['direction', 'theme', 'result', 'comment', 'callbackAt', 'organization'] as const satisfies readonly (keyof CallValues)[];

export interface FollowUpValues {
  /** An INTERACTION_TYPES id as text, '' until chosen. */
  actionType: string;
  result: string;
  comment: string;
  /** Send the person a letter from a template. */
  notify: boolean;
  /** A template's code; '' for the active template of the chosen type. */
  template: string;
  /** Where the letter goes; '' for the person's own address. */
  email: string;
}

export const EMPTY_FOLLOW_UP: FollowUpValues = { actionType: '', result: '', comment: '', notify: false, template: '', email: '' };
export const FOLLOW_UP_FIELDS = ['actionType', 'result', 'comment', 'notify', 'template', 'email'] as const satisfies readonly (keyof FollowUpValues)[];

const RESULTS: readonly string[] = CALL_RESULTS.map((entry) => String(entry.value));

/** The interaction types a follow-up may record, in the picker's order (a callback is booked by the call itself). */
export const FOLLOW_UP_TYPES = HAND_RECORDED_TYPES;

function resultCode(value: string): CallResultCode | null {
  return RESULTS.includes(value) ? (Number(value) as CallResultCode) : null;
}

/** Whether the chosen result takes a callback time at all (call back later, no answer, busy). */
export function callbackAllowed(result: string): boolean {
  const code = resultCode(result);
  return code !== null && CALLBACK_ALLOWED_RESULTS.includes(code);
}

/** Whether it must have one ("call back later"). */
export function callbackRequired(result: string): boolean {
  const code = resultCode(result);
  return code !== null && CALLBACK_REQUIRED_RESULTS.includes(code);
}

export function validateCall(values: CallValues, now: number): FieldErrors<CallValues> {
  const errors: FieldErrors<CallValues> = {};
  if (values.theme === '') errors.theme = { key: 'required' };
  if (resultCode(values.result) === null) errors.result = { key: 'required' };
  if (values.comment.trim().length > 4000) errors.comment = { key: 'tooLong', values: { max: 4000 } };
  if (callbackAllowed(values.result)) {
    if (values.callbackAt === '') {
      if (callbackRequired(values.result)) errors.callbackAt = { key: 'callbackRequired' };
    } else {
      const instant = localToInstant(values.callbackAt);
      if (instant === null) errors.callbackAt = { key: 'date' };
      else if (instant.getTime() <= now) errors.callbackAt = { key: 'callbackPast' };
      else if (isMoscowSunday(instant)) errors.callbackAt = { key: 'callbackSunday' };
    }
  }
  return errors;
}

/** The values as CallService/registerCall's data; a callback time the result does not take is left out. */
export function registerCallParams(personId: number, values: CallValues) {
  const comment = values.comment.trim();
  const callback = callbackAllowed(values.result) && values.callbackAt !== '' ? localToInstant(values.callbackAt) : null;
  return {
    data: {
      personId,
      direction: values.direction,
      theme: values.theme,
      result: Number(values.result),
      ...(comment === '' ? {} : { comment }),
      ...(callback === null ? {} : { callbackAt: callback.toISOString() }),
      ...(values.organization === null ? {} : { organization: values.organization.id }),
    },
  };
}

/**
 * The follow-up an operator most often records after each result: a missed call (whose template
 * CallCenterDefault answers), a consultation after a conversation. "Call back later" suggests
 * none: the call itself booked the callback, and a planned callback is no type a follow-up takes.
 */
export function suggestedFollowUp(result: string): string {
  const code = resultCode(result);
  const suggested = code === 6 || code === 7 ? '8' : code === 1 ? '10' : '';
  // Only a type the picker offers, so the form never opens on a value it cannot name.
  return FOLLOW_UP_TYPES.some((entry) => String(entry.id) === suggested) ? suggested : '';
}

export function validateFollowUp(values: FollowUpValues): FieldErrors<FollowUpValues> {
  const errors: FieldErrors<FollowUpValues> = {};
  if (!FOLLOW_UP_TYPES.some((entry) => String(entry.id) === values.actionType)) errors.actionType = { key: 'required' };
  if (values.result.trim().length > 500) errors.result = { key: 'tooLong', values: { max: 500 } };
  if (values.comment.trim().length > 4000) errors.comment = { key: 'tooLong', values: { max: 4000 } };
  if (values.notify && values.email.trim() !== '' && !isEmail(values.email.trim())) errors.email = { key: 'email' };
  return errors;
}

/** The values as CallService/createInteraction's params; the letter's template and address only with notify. */
export function followUpParams(personId: number, values: FollowUpValues) {
  const comment = values.comment.trim();
  const result = values.result.trim();
  const email = values.email.trim();
  return {
    personId,
    actionType: Number(values.actionType),
    actionData: {
      ...(values.notify && values.template !== '' ? { template: values.template } : {}),
      ...(values.notify && email !== '' ? { email } : {}),
      ...(comment === '' ? {} : { comment }),
    },
    result: result === '' ? null : result,
    notify: values.notify,
  };
}
