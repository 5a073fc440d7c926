/**
 * The queue's arrangements for the journeys (issue 8): what an administrator prepares elsewhere
 * (a service open around the clock, a desk serving it, a career event of today with a registered
 * applicant) and what a device does on its own (a kiosk issuing a ticket, a holder cancelling it
 * from the phone), through the API. The journeys themselves go through the device apps' screens.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { request } from '@playwright/test';
import { ActionFailed, firstApplicantId, type ApiSession, type Reply } from './api.js';
import { e2eEnv } from './env.js';

export type DeviceKind = 'kiosk' | 'tv';

interface CredentialsFile {
  devices?: Array<{ kind: DeviceKind; name: string; key: string }>;
}

/** The plain key of the demo kiosk or TV board (DATA_DIR/demo-credentials.json, `devices`). */
export function demoDeviceKey(kind: DeviceKind): string {
  const file = JSON.parse(readFileSync(join(e2eEnv('dataDir'), 'demo-credentials.json'), 'utf8')) as CredentialsFile;
  const device = file.devices?.find((entry) => entry.kind === kind);
  if (!device) throw new Error(`The demo credentials list no ${kind} device key (devices: ${JSON.stringify(file.devices?.map((entry) => entry.kind))})`);
  return device.key;
}

/** The device apps' addresses with the key an administrator hands them once (`?key=`). */
export const kioskAddress = (key = demoDeviceKey('kiosk')) => `/queue/kiosk?key=${encodeURIComponent(key)}`;
export const boardAddress = (key = demoDeviceKey('tv')) => `/queue/tv?key=${encodeURIComponent(key)}`;

export const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

export interface QueueService {
  id: number;
  prefix: string;
  name: string;
}

export interface QueueDesk {
  id: number;
  name: string;
}

/** Open every day of the week, Monday to Sunday, from 00:00 to 23:59 Moscow time. */
export const AROUND_THE_CLOCK = Array.from({ length: 7 }, () => ({ from: '00:00', to: '23:59' }));

/** Two Latin capitals: the demo's services use single Cyrillic letters (seed/queue/queueStep.ts). */
const LATIN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const randomPrefix = () => `${LATIN[randomInt(LATIN.length)]}${LATIN[randomInt(LATIN.length)]}`;

/**
 * The prefix a hall would give a service: the initials of its first two words of four letters or
 * more ("Справки для родителей" -> "СР"), or null when it has fewer such words.
 */
export function initialsPrefix(name: string): string | null {
  const words = name.split(/[^\p{L}]+/u).filter((word) => word.length >= 4);
  return words.length >= 2 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`.toLocaleUpperCase('ru') : null;
}

/**
 * A service of its own for a journey, open around the clock (the demo's keep office hours, and the
 * journeys may run at night in Moscow), with a free two-letter prefix found by trying (a taken
 * prefix is CONFLICT): first its name's initials, as the user guide's pictures should show it,
 * then random Latin pairs. The prefix tells it apart: journeys running side by side, or a retry,
 * may give their services the same name.
 */
export async function createOpenService(admin: ApiSession, name: string): Promise<QueueService> {
  const initials = initialsPrefix(name);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const prefix = attempt === 0 && initials !== null ? initials : randomPrefix();
    const reply = await admin.send<QueueService>('Queue/SaveService', { prefix, name, hours: AROUND_THE_CLOCK, priority: 0, active: true, position: 900 });
    if (reply.success) return { id: reply.data.id, prefix: reply.data.prefix, name: reply.data.name };
    if (String(reply.data) !== 'CONFLICT') throw new ActionFailed('Queue/SaveService', reply as Reply);
  }
  throw new Error('No free two-letter service prefix in 20 attempts');
}

/** A desk serving `services`. */
export async function createDesk(admin: ApiSession, name: string, services: readonly QueueService[]): Promise<QueueDesk> {
  const desk = await admin.call<{ id: number; name: string }>('Queue/SaveDesk', { name, active: true, serviceIds: services.map((service) => service.id) });
  return { id: desk.id, name: desk.name };
}

/** A ticket as the kiosk and the ticket page see it (Ticket/Get's fields). */
export interface PublicTicket {
  token: string;
  code: string;
  service: string;
  state: string;
  position: number | null;
}

/** One call as a device app makes it: its subsystem, and its device key as a Bearer token. */
async function deviceCall<T>(subsystem: 'kiosk' | 'qr', action: string, params: Record<string, unknown>, key?: string): Promise<T> {
  const http = await request.newContext({
    baseURL: e2eEnv('url'),
    extraHTTPHeaders: { 'X-Subsystem': subsystem, ...(key ? { Authorization: `Bearer ${key}` } : {}) },
  });
  try {
    const response = await http.post('/api/rpc', { data: { action, params, token: null, requestId: randomUUID() } });
    if (!response.ok()) throw new Error(`${action}: HTTP ${response.status()} ${await response.text()}`);
    const reply = (await response.json()) as Reply<T>;
    if (!reply.success) throw new ActionFailed(action, reply as Reply);
    return reply.data;
  } finally {
    await http.dispose();
  }
}

/** A visitor at the demo kiosk takes a ticket of `service` (elsewhere in the hall). */
export async function issueTicketAtKiosk(service: QueueService): Promise<PublicTicket> {
  return deviceCall<PublicTicket>('kiosk', 'Kiosk/IssueTicket', { serviceId: service.id, priority: false }, demoDeviceKey('kiosk'));
}

/** The holder cancels a waiting ticket from the ticket page on their phone. */
export async function cancelTicketAsHolder(token: string): Promise<PublicTicket> {
  return deviceCall<PublicTicket>('qr', 'Ticket/Cancel', { token });
}

export interface EventTicket {
  eventId: number;
  title: string;
  /** The registration's QR ticket token. */
  token: string;
  /** The applicant registered, as the registrations list names them. */
  holder: string;
}

/**
 * A confirmed career event starting now (today in Moscow, so its tickets check in today; the
 * registration stays open until the end of its Moscow day) with the first demo applicant
 * registered to it, whose ticket the scanner checks.
 */
export async function eventTicketOfToday(admin: ApiSession, title: string): Promise<EventTicket> {
  const event = await admin.call<{ id: number; title: string }>('EventService/createEvent', {
    title,
    format: 'in-person',
    starts_at: new Date().toISOString(),
    place: 'Колледж, актовый зал',
    capacity: null,
    organization: null,
  });
  await admin.call('EventService/changeStatus', { id: event.id, event: 'submit' });
  await admin.call('EventService/changeStatus', { id: event.id, event: 'confirm' });
  const registration = await admin.call<{ ticket_token: string; applicant: { name: string } }>('EventService/register', {
    eventId: event.id,
    abiturientId: await firstApplicantId(admin),
  });
  return { eventId: event.id, title: event.title, token: registration.ticket_token, holder: registration.applicant.name };
}
