/**
 * The printable ticket sheet of one event as a signal model: the confirmed events from today to
 * choose from (nearest first), then every registration of the chosen one, read a hundred at a time
 * up to a cap a printer can take, each as a ticket card with the QR code of its ticket page
 * (/tickets/<token>/qr, which the scanner and the ticket page of the queue read) and a short code
 * to read out. Choosing another event while one loads never shows the older one's tickets.
 * No React here.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Client } from '@abitura/sdk';
import type { Reply } from '@abitura/contracts/wire';
import type { CareerEvent, EventRegistrant } from '@abitura/contracts';
import { moscowDay } from '../../models/calendarDates.js';
import { createLatestLoad } from '../../models/latestLoad.js';
import { createLoadedResource, type Loadable, type LoadedResource } from '../../models/loadedResource.js';
import type { ListPage } from '../../models/pagedList.js';
import { qrSvg } from './qrEncoding.js';

/** Events offered at once; the picker searches among them. */
export const EVENT_CHOICES_LIMIT = 100;
/** Registrations read per request: the largest page the server gives. */
export const REGISTRATIONS_PAGE_SIZE = 100;
/** Most tickets put on one sheet: 50 A4 pages, beyond which a print job is better split. */
export const MAX_SHEET_TICKETS = 400;

/** One ticket card. */
export interface TicketCard {
  registrationId: number;
  name: string;
  token: string;
  /** What the QR code holds: the ticket's page. */
  address: string;
  /** The token's first group, upper-cased, to read out or type at the door. */
  shortCode: string;
}

/** The ticket page a registration's QR code opens (SPEC section 2: /tickets/:token/qr). */
export function ticketAddress(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/tickets/${encodeURIComponent(token)}/qr`;
}

export function ticketShortCode(token: string): string {
  return token.slice(0, 8).toUpperCase();
}

export function ticketCard(origin: string, registration: EventRegistrant): TicketCard {
  return {
    registrationId: registration.id,
    name: registration.applicant.name,
    token: registration.ticket_token,
    address: ticketAddress(origin, registration.ticket_token),
    shortCode: ticketShortCode(registration.ticket_token),
  };
}

/** Every registration up to the cap, and how many there are in all. */
interface Registrations {
  items: EventRegistrant[];
  total: number;
}

export interface TicketSheetModel {
  /** The events to choose from. */
  readonly events: LoadedResource<ListPage<CareerEvent>>;
  readonly eventId: ReadonlySignal<number | null>;
  readonly event: ReadonlySignal<CareerEvent | null>;
  /** The chosen event's registrations as they load (Loadable for the area's states). */
  readonly registrations: Loadable;
  readonly tickets: ReadonlySignal<readonly TicketCard[]>;
  /** Registrations the event has in all (more than the tickets when over the cap). */
  readonly total: ReadonlySignal<number>;
  /** The SVG of each ticket's code, by token, as they are drawn. */
  readonly codes: ReadonlySignal<ReadonlyMap<string, string>>;
  choose(eventId: number | null): void;
}

export interface TicketSheetOptions {
  client: Pick<Client, 'call'>;
  /** The site's address the tickets point at (window.location.origin). */
  origin: string;
  /** @default Date.now; events are offered from this Moscow day on */
  now?: () => number;
  /** @default the qrcode library */
  drawCode?: (text: string) => Promise<string>;
}

export function createTicketSheetModel({ client, origin, now = Date.now, drawCode = (text) => qrSvg(text) }: TicketSheetOptions): TicketSheetModel {
  const events = createLoadedResource<ListPage<CareerEvent>>(
    () => client.call('EventService/getEventsList', { from: moscowDay(now()), statuses: ['confirmed'], sort: 'starts_at', direction: 'asc', page: 1, pageSize: EVENT_CHOICES_LIMIT }),
    { items: [], total: 0 },
  );
  const eventId = signal<number | null>(null);
  const request = createLatestLoad();
  const items = signal<readonly EventRegistrant[]>([]);
  const total = signal(0);
  const codes = signal<ReadonlyMap<string, string>>(new Map());
  /** The event whose registrations are shown: a new choice is not "loaded" by the last one's answer. */
  const loadedFor = signal<number | null>(null);
  /** The event whose reading failed last: another choice does not show its failure. */
  const failedFor = signal<number | null>(null);
  /** Counts choices, so the codes of an older event never land on a newer one's sheet. */
  let generation = 0;

  /** Pages of registrations until all are read or the cap is reached; the first refusal ends it. */
  async function readAll(id: number): Promise<Reply<Registrations>> {
    const collected: EventRegistrant[] = [];
    for (let page = 1; ; page++) {
      const reply = await client.call('EventService/getRegistrations', { eventId: id, page, pageSize: REGISTRATIONS_PAGE_SIZE });
      if (!reply.success) return reply as unknown as Reply<Registrations>;
      collected.push(...reply.data.items);
      const done = reply.data.items.length < REGISTRATIONS_PAGE_SIZE || collected.length >= reply.data.total || collected.length >= MAX_SHEET_TICKETS;
      if (done) return { ...reply, data: { items: collected.slice(0, MAX_SHEET_TICKETS), total: reply.data.total } };
    }
  }

  async function drawCodes(cards: readonly TicketCard[], mine: number): Promise<void> {
    const drawn = await Promise.all(cards.map(async (card) => [card.token, await drawCode(card.address)] as const));
    if (mine === generation) codes.value = new Map(drawn);
  }

  const tickets = computed(() => items.value.map((registration) => ticketCard(origin, registration)));

  const registrations: Loadable = {
    loading: request.loading,
    loaded: computed(() => eventId.value !== null && loadedFor.value === eventId.value),
    error: computed(() => (eventId.value !== null && failedFor.value === eventId.value ? request.error.value : null)),
    async load() {
      const id = eventId.peek();
      if (id === null) return;
      const mine = generation;
      await request.run(
        () => readAll(id),
        (data) => {
          // Chosen away (to no event) while this was read: nothing newer was sent to stop it.
          if (mine !== generation) return;
          items.value = data.items;
          total.value = data.total;
          loadedFor.value = id;
        },
      );
      if (mine !== generation) return;
      failedFor.value = request.error.peek() === null ? null : id;
      if (failedFor.peek() === null) await drawCodes(tickets.peek(), mine);
    },
  };

  return {
    events,
    eventId,
    event: computed(() => events.value.value.items.find((item) => item.id === eventId.value) ?? null),
    registrations,
    tickets,
    total,
    codes,
    choose(next) {
      generation++;
      batch(() => {
        eventId.value = next;
        items.value = [];
        total.value = 0;
        codes.value = new Map();
      });
      void registrations.load();
    },
  };
}
