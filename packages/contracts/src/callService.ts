import { z } from 'zod';
import { CALL_RESULTS, type CallResultCode } from './vocabulary/statuses.js';
import { quickSearchHit } from './contingent.js';
import { defineAction } from './defineAction.js';
import { entityId, trimmedString } from './fields.js';
import { interaction } from './interaction.js';
import { page, pageOf, pageSize } from './paging.js';
import { listCode } from './reference.js';

/**
 * The call card (/interactions/calls/create, SPEC sections 5 and 7, issue 7): find the person,
 * read their timeline beside the form, register the call, and the callbacks it promises, which
 * the calendar shows and moves (Callback/*).
 */

const isoDateTime = z.iso.datetime({ offset: true });

/**
 * Which results ask for a callback time: "call back later" must name one; after no answer or a
 * busy line the operator may plan a retry but need not (the target list brings the person back
 * anyway); every other result ended the conversation, so a time there is refused.
 */
export const CALLBACK_REQUIRED_RESULTS: readonly CallResultCode[] = [5];
export const CALLBACK_ALLOWED_RESULTS: readonly CallResultCode[] = [5, 6, 7];

const CALL_RESULT_CODES = CALL_RESULTS.map((entry) => entry.value);
export const callResultCode = z
  .number()
  .int()
  .refine((value): value is CallResultCode => (CALL_RESULT_CODES as number[]).includes(value), { message: 'Результат звонка: код от 1 до 7' });

/** A theme of the talkThemes list, which administrators edit: the server checks it against the list's entries. */
export const talkTheme = listCode('talkThemes', 'Выберите тему разговора из списка');

/** A person found for the call card: the quick lookup's hit, or the one asked for by id. */
export const callPerson = quickSearchHit.extend({ matched: z.enum(['id', 'name', 'phone', 'email', 'id_number']) });

export const getPersonList = defineAction({
  name: 'CallService/getPersonList',
  permission: 'viewCallCard',
  kind: 'read',
  params: z
    .object({
      /** By the applicant's id (SPEC 7), or by a name, a phone, an e-mail or an id number as typed. */
      search: z.union([z.object({ id: entityId }).strict(), z.object({ text: trimmedString(2, 100) }).strict()]),
      limit: z.number().int().min(1).max(50).default(20),
    })
    .strict(),
  result: z.object({ items: z.array(callPerson), more: z.boolean() }),
  summary: 'Finds the person on the line: by id, or by name, phone, e-mail or id number (the quick lookup), best matches first.',
});

export const getInteractionsForPerson = defineAction({
  name: 'CallService/getInteractionsForPerson',
  permission: 'viewCallCard',
  kind: 'read',
  params: z.object({ personId: entityId, page, pageSize: pageSize.default(50) }).strict(),
  result: pageOf(interaction),
  summary: "The person's timeline beside the call form, newest first, a page at a time.",
});

export const callDirection = z.enum(['incoming', 'outgoing'], { error: 'Направление звонка: входящий или исходящий' });

const CALLBACK_REQUIRED = 'Укажите, когда перезвонить: результат «Перезвонить позже» требует времени обратного звонка.';
const CALLBACK_REFUSED = 'Время обратного звонка указывают только для результатов «Перезвонить позже», «Нет ответа» и «Занято»: уберите его или выберите другой результат.';

export const registerCall = defineAction({
  name: 'CallService/registerCall',
  permission: 'viewCallCard',
  kind: 'write',
  params: z
    .object({
      data: z
        .object({
          personId: entityId,
          direction: callDirection,
          theme: talkTheme,
          /** The talk status, a CALL_RESULTS code (1 success … 7 busy). */
          result: callResultCode,
          comment: z.string().trim().max(4000).optional(),
          /** When to call back: in the future, not on a Sunday (Moscow time). See CALLBACK_*_RESULTS. */
          callbackAt: isoDateTime.optional(),
          /** The organization the call is about. */
          organization: entityId.optional(),
        })
        .strict()
        .superRefine((data, context) => {
          const required = CALLBACK_REQUIRED_RESULTS.includes(data.result as CallResultCode);
          const allowed = CALLBACK_ALLOWED_RESULTS.includes(data.result as CallResultCode);
          if (required && data.callbackAt === undefined) context.addIssue({ code: 'custom', path: ['callbackAt'], message: CALLBACK_REQUIRED });
          if (!allowed && data.callbackAt !== undefined) context.addIssue({ code: 'custom', path: ['callbackAt'], message: CALLBACK_REFUSED });
        }),
    })
    .strict(),
  result: z.object({
    /** The sentence the call card shows as its success toast. */
    message: z.string(),
    interaction_id: entityId,
    callback_id: entityId.nullable(),
  }),
  summary:
    'Registers a call as an incoming or outgoing call on the timeline (theme, result, comment, callback time) and, when a callback time is given, a callback for the caller. The caller\'s own open callbacks of the person due by now or within the next hour are marked done by the call (the message says so), and the person\'s recall flag («Нужно перезвонить») follows whether a callback is still open, with a history entry. The callback time is required for "call back later", allowed after no answer or busy, refused otherwise; it must be in the future and not on a Sunday. Also needs manageInteractions. Audited.',
});

export const CALLBACK_STATUSES = ['open', 'done', 'canceled'] as const;
export const callbackStatus = z.enum(CALLBACK_STATUSES);

/** A callback as the calendar and the callback actions return it. */
export const callback = z.object({
  id: entityId,
  person: z.object({ id: entityId, name: z.string() }),
  interaction_id: entityId,
  owner: z.object({ id: entityId, name: z.string() }).nullable(),
  due_at: isoDateTime,
  status: callbackStatus,
  done_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});

export const moveCallback = defineAction({
  name: 'Callback/Move',
  permission: 'viewInteractionCalendar',
  kind: 'write',
  params: z.object({ id: entityId, at: isoDateTime }).strict(),
  result: callback,
  summary: 'Moves an open callback to another time (in the future, not on a Sunday); its owner or a coordinator (viewTeamCalendar) may. Audited.',
});

export const completeCallback = defineAction({
  name: 'Callback/Complete',
  permission: 'viewInteractionCalendar',
  kind: 'write',
  params: z.object({ id: entityId }).strict(),
  result: callback,
  summary: "Marks an open callback done; its owner or a coordinator (viewTeamCalendar) may. When it was the person's last open callback their recall flag is cleared (history entry). Audited.",
});

export const cancelCallback = defineAction({
  name: 'Callback/Cancel',
  permission: 'viewInteractionCalendar',
  kind: 'write',
  params: z.object({ id: entityId }).strict(),
  result: callback,
  summary: "Cancels an open callback; its owner or a coordinator (viewTeamCalendar) may. When it was the person's last open callback their recall flag is cleared (history entry). Audited.",
});

/** An open callback as the applicant's page lists it: what it is about, and whether its time has passed. */
export const openCallback = callback.extend({
  /** What the call that promised it was about («Перезвонить: тема «…»; комментарий»). */
  title: z.string(),
  overdue: z.boolean(),
});

export const listPersonCallbacks = defineAction({
  name: 'Callback/ListForPerson',
  permission: 'viewAbiturient',
  kind: 'read',
  params: z.object({ personId: entityId }).strict(),
  result: z.array(openCallback),
  summary: "An applicant's open callbacks, anyone's, earliest first, each with what it is about and whether it is overdue: the open activities at the top of the applicant's page.",
});

/** The call card's and the callbacks' actions, in catalogue order. */
export const callServiceContracts = [getPersonList, getInteractionsForPerson, registerCall, listPersonCallbacks, moveCallback, completeCallback, cancelCallback] as const;

export type CallPerson = z.infer<typeof callPerson>;
export type Callback = z.infer<typeof callback>;
export type CallbackStatus = z.infer<typeof callbackStatus>;
export type OpenCallback = z.infer<typeof openCallback>;
