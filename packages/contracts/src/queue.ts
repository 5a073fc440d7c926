import { z } from 'zod';
import { TICKET_STATES } from './vocabulary/ticketTransitions.js';
import { defineAction } from './defineAction.js';
import { entityId, noParams, textEnumValues, trimmedString } from './fields.js';

/**
 * The queue (issue 8): services, desks and devices for the administrator, the operator console,
 * statistics, and the public surfaces (kiosk, TV board, ticket page). Public replies hold only the
 * fields declared here (codes, service and desk names, states, times): never a person's name,
 * phone, score, user id or operator. The ticket state machine is vocabulary/ticketTransitions.ts.
 */

const isoDateTime = z.iso.datetime({ offset: true });

export const ticketState = z.enum(textEnumValues(TICKET_STATES));

/** A service prefix: one or two capital letters, Latin or Cyrillic (А, Б, CF). */
export const servicePrefix = z
  .string()
  .trim()
  .regex(/^[A-ZА-ЯЁ]{1,2}$/u, 'Префикс услуги: одна или две заглавные буквы, латинские или русские (например, А или КП)');

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Время в формате ЧЧ:ММ, например 09:00');

/** Hours of one day in Moscow time, or null when the service is closed that day. */
export const dayHours = z
  .object({ from: clockTime, to: clockTime })
  .strict()
  .refine((hours) => hours.from < hours.to, { message: 'Время закрытия должно быть позже времени открытия' })
  .nullable();

/** Opening hours Monday to Sunday. */
export const weekHours = z.array(dayHours).length(7, 'Укажите часы работы на каждый день недели, с понедельника по воскресенье');

export const queueService = z.object({
  id: entityId,
  prefix: z.string(),
  name: z.string(),
  hours: z.array(z.object({ from: z.string(), to: z.string() }).nullable()),
  priority: z.number().int(),
  active: z.boolean(),
  position: z.number().int(),
  archived: z.boolean(),
});

export const queueDesk = z.object({
  id: entityId,
  name: z.string(),
  active: z.boolean(),
  serviceIds: z.array(entityId),
  /** The operator signed in at the desk (staff screens only). */
  operator: z.object({ id: entityId, name: z.string() }).nullable(),
});

export const DEVICE_KINDS = ['kiosk', 'tv'] as const;
export const deviceKind = z.enum(DEVICE_KINDS, { error: 'Тип устройства: киоск (kiosk) или табло (tv)' });

export const queueDevice = z.object({
  id: entityId,
  kind: deviceKind,
  name: z.string(),
  /** The first characters of the key, to tell keys apart; the key itself is shown only once. */
  keyPrefix: z.string(),
  createdAt: isoDateTime,
  revokedAt: isoDateTime.nullable(),
  lastSeenAt: isoDateTime.nullable(),
});

/** A ticket as the operator console shows it. */
export const staffTicket = z.object({
  id: entityId,
  code: z.string(),
  serviceId: entityId,
  service: z.string(),
  state: ticketState,
  priority: z.boolean(),
  deskId: entityId.nullable(),
  desk: z.string().nullable(),
  createdAt: isoDateTime,
  calledAt: isoDateTime.nullable(),
});

/** A ticket as its holder sees it (kiosk receipt, ticket page, live topic): allow-listed fields only. */
export const publicTicket = z.object({
  token: z.uuid(),
  code: z.string(),
  service: z.string(),
  state: ticketState,
  /** Place in the waiting queue (1 = next), null unless waiting. */
  position: z.number().int().positive().nullable(),
  /** Minutes until the call, from recent service times; null unless waiting or when unknown. */
  estimatedWaitMinutes: z.number().int().nonnegative().nullable(),
  /** When the service's hours end today (the page warns when the wait may run past it); null unless waiting today or without hours today. */
  closesAt: isoDateTime.nullable(),
  /** The desk it is called to, once called. */
  desk: z.string().nullable(),
  issuedAt: isoDateTime,
});

export const boardView = z.object({
  /** Called now, newest call first. */
  calls: z.array(z.object({ code: z.string(), desk: z.string(), at: isoDateTime })),
  /** The last calls of the day (recalls included), newest first. */
  recent: z.array(z.object({ code: z.string(), desk: z.string(), at: isoDateTime })),
  waiting: z.array(z.object({ prefix: z.string(), service: z.string(), count: z.number().int().nonnegative() })),
  serverTime: isoDateTime,
});

const serviceFields = {
  prefix: servicePrefix,
  name: trimmedString(1, 120),
  hours: weekHours,
  priority: z.number().int().min(0).max(100).default(0),
  active: z.boolean().default(true),
  position: z.number().int().min(0).max(1000).default(0),
};

// --- administration (manageQueue) ---

export const listQueueServices = defineAction({
  name: 'Queue/ListServices',
  permission: 'manageQueue',
  kind: 'read',
  params: z.object({ archived: z.boolean().default(false) }).strict(),
  result: z.object({ items: z.array(queueService) }),
  summary: 'Queue services in display order (archived ones on request), with prefix, hours, priority and whether open for tickets.',
});

export const saveQueueService = defineAction({
  name: 'Queue/SaveService',
  permission: 'manageQueue',
  kind: 'write',
  params: z.object({ id: entityId.optional(), ...serviceFields }).strict(),
  result: queueService,
  summary: 'Creates a queue service, or updates one by id: prefix (unique), name, weekly hours, priority, active, position. Audited.',
});

export const archiveQueueService = defineAction({
  name: 'Queue/ArchiveService',
  permission: 'manageQueue',
  kind: 'write',
  params: z.object({ id: entityId }).strict(),
  result: queueService,
  summary: 'Archives a service: no new tickets, gone from kiosks and boards; its tickets and statistics stay. Audited.',
});

export const listQueueDesks = defineAction({
  name: 'Queue/ListDesks',
  permission: 'manageQueue',
  kind: 'read',
  params: noParams,
  result: z.object({ items: z.array(queueDesk) }),
  summary: 'Desks (windows) with the services each serves and the operator signed in there.',
});

export const saveQueueDesk = defineAction({
  name: 'Queue/SaveDesk',
  permission: 'manageQueue',
  kind: 'write',
  params: z
    .object({ id: entityId.optional(), name: trimmedString(1, 60), active: z.boolean().default(true), serviceIds: z.array(entityId).max(50) })
    .strict(),
  result: queueDesk,
  summary: 'Creates a desk, or updates one by id: name, active, the services it serves. Audited.',
});

export const listQueueDevices = defineAction({
  name: 'Queue/ListDevices',
  permission: 'manageQueue',
  kind: 'read',
  params: noParams,
  result: z.object({ items: z.array(queueDevice) }),
  summary: 'Kiosks and TV boards with their key prefixes, when issued, last seen and revoked.',
});

export const issueQueueDevice = defineAction({
  name: 'Queue/IssueDevice',
  permission: 'manageQueue',
  kind: 'write',
  params: z.object({ kind: deviceKind, name: trimmedString(1, 80) }).strict(),
  result: z.object({ device: queueDevice, key: z.string() }),
  summary: 'Registers a kiosk or TV board and returns its key once (only its hash is stored): the device sends it as its Bearer apiKey. Audited.',
});

export const revokeQueueDevice = defineAction({
  name: 'Queue/RevokeDevice',
  permission: 'manageQueue',
  kind: 'write',
  params: z.object({ id: entityId }).strict(),
  result: queueDevice,
  summary: 'Revokes a device key: the device is refused from its next request on. Audited.',
});

const moscowDay = z.iso.date();

export const statsRow = z.object({
  serviceId: entityId,
  service: z.string(),
  /** Moscow hour of the ticket's issue (waits) or of the service start (service times), 0-23. */
  hour: z.number().int().min(0).max(23),
  wait: z.object({ count: z.number().int(), meanSeconds: z.number().nullable(), p50Seconds: z.number().nullable(), p90Seconds: z.number().nullable() }),
  serviceTime: z.object({ count: z.number().int(), meanSeconds: z.number().nullable(), p50Seconds: z.number().nullable(), p90Seconds: z.number().nullable() }),
});

export const queueStats = defineAction({
  name: 'Queue/Stats',
  permission: 'manageQueue',
  kind: 'read',
  params: z
    .object({ from: moscowDay, to: moscowDay, serviceId: entityId.optional() })
    .strict()
    .refine((range) => range.from <= range.to, { message: 'Начало периода должно быть не позже его конца', path: ['to'] }),
  result: z.object({ rows: z.array(statsRow) }),
  summary: 'Waiting times (first call minus issue) and service times (finish minus start) by service and Moscow hour over Moscow days from..to: count, mean, p50, p90 in seconds.',
});

/** One service's tickets of the Moscow day so far. */
export const todayService = z.object({
  id: entityId,
  prefix: z.string(),
  name: z.string(),
  /** Waiting now. */
  waiting: z.number().int().nonnegative(),
  /** Called to a desk or being served now. */
  atDesk: z.number().int().nonnegative(),
  /** Served to the end today. */
  done: z.number().int().nonnegative(),
  /** Called but absent. */
  noShow: z.number().int().nonnegative(),
  cancelled: z.number().int().nonnegative(),
});

export const queueToday = defineAction({
  name: 'Queue/Today',
  permission: 'manageQueue',
  kind: 'read',
  params: noParams,
  result: z.object({
    services: z.array(todayService),
    /** Mean of today's waits from issue to first call, in seconds; null before the first call. */
    meanWaitSeconds: z.number().nonnegative().nullable(),
    /** How long the longest-waiting ticket has waited so far, in seconds; null when nobody waits. */
    longestWaitSeconds: z.number().nonnegative().nullable(),
  }),
  summary:
    "The queue today at a glance (the home page): per active service, in display order, who waits now, who is at a desk, and today's served, absent and cancelled tickets; the mean wait from issue to first call so far and how long the longest-waiting ticket has waited.",
});

// --- operator console (operateQueue) ---

export const deskView = z.object({
  desk: z.object({ id: entityId, name: z.string(), serviceIds: z.array(entityId) }).nullable(),
  /** The desk's ticket being called or served. */
  current: staffTicket.nullable(),
  waiting: z.array(z.object({ serviceId: entityId, prefix: z.string(), service: z.string(), count: z.number().int(), next: z.array(staffTicket) })),
});

export const queueMyDesk = defineAction({
  name: 'Queue/MyDesk',
  permission: 'operateQueue',
  kind: 'write',
  params: z.object({ deskId: entityId.nullable() }).strict(),
  result: deskView,
  summary: 'Signs the operator in at a desk (taking over from whoever was there), or out with null; returns the desk view.',
});

export const queueLive = defineAction({
  name: 'Queue/Live',
  permission: 'operateQueue',
  kind: 'read',
  params: noParams,
  result: deskView,
  summary: "The operator's desk: its current ticket and the waiting queue of each of its services (the next 20).",
});

/** A desk as the console offers it: to work at, or to send a ticket to. */
export const deskChoice = queueDesk.omit({ active: true });

/** A service as the console offers it, to send a ticket to. */
export const serviceChoice = z.object({ id: entityId, prefix: z.string(), name: z.string() });

export const queueDeskDirectory = defineAction({
  name: 'Queue/Desks',
  permission: 'operateQueue',
  kind: 'read',
  params: noParams,
  result: z.object({ desks: z.array(deskChoice), services: z.array(serviceChoice) }),
  summary:
    'What the operator console chooses from: the active desks (by name) with their services and the operator signed in at each, and the active services (in display order) with prefix and name.',
});

const ticketRef = z.object({ ticketId: entityId }).strict();

export const queueCallNext = defineAction({
  name: 'Queue/CallNext',
  permission: 'operateQueue',
  kind: 'write',
  params: z.object({ deskId: entityId }).strict(),
  result: z.object({ ticket: staffTicket.nullable() }),
  summary:
    'Calls the next waiting ticket to the desk the operator is signed in at: tickets sent to this desk first, then priority, then the service priority, then the oldest. Two desks never get the same ticket. Null when nobody waits.',
});

const moveContract = <Name extends string>(name: Name, summary: string) =>
  defineAction({ name, permission: 'operateQueue', kind: 'write', params: ticketRef, result: staffTicket, summary });

export const queueRecall = moveContract('Queue/Recall', 'Calls the desk\'s called ticket again (announced again on the boards).');
export const queueStart = moveContract('Queue/Start', 'The called visitor came: the ticket is being served at the desk.');
export const queueFinish = moveContract('Queue/Finish', 'The visit at the desk is over: the ticket is done.');
export const queueNoShow = moveContract('Queue/NoShow', 'The called visitor did not come: the ticket is closed as a no-show.');
export const queueCancel = moveContract('Queue/Cancel', 'Cancels a waiting or called ticket (the visitor left).');

export const queueTransfer = defineAction({
  name: 'Queue/Transfer',
  permission: 'operateQueue',
  kind: 'write',
  params: z
    .object({ ticketId: entityId, serviceId: entityId.optional(), deskId: entityId.optional() })
    .strict()
    .refine((params) => (params.serviceId === undefined) !== (params.deskId === undefined), { message: 'Укажите, куда перевести талон: услугу или окно, одно из двух' }),
  result: staffTicket,
  summary: 'Sends a ticket back to the waiting queue of another service, or to one desk, keeping its number and its place by the time it was issued.',
});

// --- public surfaces ---

export const kioskServices = defineAction({
  name: 'Kiosk/Services',
  permission: { public: ['kiosk'] },
  kind: 'read',
  params: noParams,
  result: z.object({
    services: z.array(z.object({ id: entityId, prefix: z.string(), name: z.string(), open: z.boolean(), closesAt: isoDateTime.nullable(), waiting: z.number().int() })),
  }),
  summary: 'The services a kiosk offers (needs a kiosk device key): name, prefix, open now and until when, people waiting.',
});

export const kioskIssueTicket = defineAction({
  name: 'Kiosk/IssueTicket',
  permission: { public: ['kiosk'] },
  kind: 'write',
  params: z.object({ serviceId: entityId, priority: z.boolean().default(false) }).strict(),
  result: publicTicket,
  summary: 'Issues the next ticket of a service open now (needs a kiosk device key): one per requestId and kiosk, numbers without gaps per service and day.',
});

export const boardGet = defineAction({
  name: 'Board/Get',
  permission: { public: ['tv'] },
  kind: 'read',
  params: noParams,
  result: boardView,
  summary: 'The TV board (needs a TV device key): tickets called now with their desk, the last calls, waiting counts, server time.',
});

const tokenParams = z.object({ token: z.uuid({ error: 'Номер талона в ссылке повреждён: отсканируйте QR-код талона ещё раз' }) }).strict();

export const ticketGet = defineAction({
  name: 'Ticket/Get',
  permission: { public: ['qr'] },
  kind: 'read',
  params: tokenParams,
  result: publicTicket,
  summary: 'One ticket by its token for the ticket page: code, service, state, position, estimated wait, desk when called. Rate limited per address.',
});

export const ticketCancel = defineAction({
  name: 'Ticket/Cancel',
  permission: { public: ['qr'] },
  kind: 'write',
  params: tokenParams,
  result: publicTicket,
  summary: 'The holder cancels their ticket from the ticket page, only while it waits.',
});

export const queueContracts = [
  listQueueServices,
  saveQueueService,
  archiveQueueService,
  listQueueDesks,
  saveQueueDesk,
  listQueueDevices,
  issueQueueDevice,
  revokeQueueDevice,
  queueStats,
  queueToday,
  queueMyDesk,
  queueLive,
  queueDeskDirectory,
  queueCallNext,
  queueRecall,
  queueStart,
  queueFinish,
  queueNoShow,
  queueCancel,
  queueTransfer,
  kioskServices,
  kioskIssueTicket,
  boardGet,
  ticketGet,
  ticketCancel,
] as const;
