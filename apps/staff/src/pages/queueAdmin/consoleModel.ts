/**
 * The operator console as a signal model: the operator's desk view (the desk, its current ticket,
 * its services' queues), kept current by the desk's live topic, and the operator's actions on it.
 * Each successful action updates the view from its answer at once and reads it again, because the
 * answer is one ticket while the queues around it moved too; a refusal is kept for the page to
 * show and, when it says the view was stale (another desk was quicker), the view is read again.
 * The moves offered come from the ticket state machine, so the console never offers a move the
 * server would refuse for the ticket's state. The desks to work at and the places to send a
 * ticket come from Queue/Desks, which an operator may read without the administrator's lists.
 * No React here.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Client } from '@abitura/sdk';
import type { Reply } from '@abitura/contracts/wire';
import { allowedTicketMoves, type TicketState } from '@abitura/contracts/vocabulary';
import { failureOf, outcomeOf, type Failure, type Outcome } from '../../models/failure.js';
import { createLoadedResource, type Loadable } from '../../models/loadedResource.js';
import type { DeskDirectory, DeskView, DirectoryService, StaffTicket } from './queueTypes.js';

/** The moves made on the desk's current ticket with one button. */
export type DeskMove = 'start' | 'finish' | 'recall' | 'noShow' | 'cancel';
/** What the console's buttons do; transfer and signing in go through their dialogs. */
export type ConsoleAction = 'callNext' | 'signOut' | DeskMove;
export type TicketButton = DeskMove | 'transfer';

/** The buttons of the current ticket in screen (and Tab) order: the usual next step first. */
export const TICKET_BUTTONS: readonly TicketButton[] = ['start', 'finish', 'recall', 'noShow', 'transfer', 'cancel'];

const MOVE_ACTIONS = {
  start: 'Queue/Start',
  finish: 'Queue/Finish',
  recall: 'Queue/Recall',
  noShow: 'Queue/NoShow',
  cancel: 'Queue/Cancel',
} as const satisfies Record<DeskMove, string>;

/** Refusals that mean the console showed an old state: the view is read again after them. */
const STALE = new Set(['CONFLICT', 'NOT_FOUND']);

/** The buttons the state machine allows for the current ticket now. */
export function ticketButtons(ticket: StaffTicket | null): TicketButton[] {
  if (!ticket) return [];
  // The contract types the state as text; it is one of TICKET_STATES, and an unknown one allows nothing.
  const allowed: readonly string[] = allowedTicketMoves(ticket.state as TicketState);
  return TICKET_BUTTONS.filter((button) => allowed.includes(button));
}

/** Why "Call next" cannot be pressed now, or null when it can. */
export type CallBlock = { reason: 'noDesk' } | { reason: 'called' | 'serving'; code: string } | null;

export function callBlockOf(view: DeskView | null): CallBlock {
  if (!view?.desk) return { reason: 'noDesk' };
  const current = view.current;
  if (!current) return null;
  return { reason: current.state === 'serving' ? 'serving' : 'called', code: current.code };
}

/** The control the keyboard lands on after an action: the usual next step for the desk's state. */
export type ConsoleFocus = 'callNext' | 'start' | 'finish';

export function nextStepOf(view: DeskView | null): ConsoleFocus {
  if (view?.current?.state === 'called') return 'start';
  if (view?.current?.state === 'serving') return 'finish';
  return 'callNext';
}

/** What the last successful action did, for the status line. */
export type ConsoleNote =
  | { kind: 'signedIn'; desk: string }
  | { kind: 'signedOut' }
  | { kind: 'called'; code: string }
  | { kind: 'nobody' }
  | { kind: 'moved'; move: DeskMove; code: string }
  | { kind: 'transferred'; code: string };

export interface ConsoleRefusal {
  action: ConsoleAction;
  failure: Failure;
}

/** Where a ticket is transferred: the waiting queue of another service, or one desk. */
export type TransferTarget = { serviceId: number } | { deskId: number };

/** A service a ticket may be sent to. */
export type ServiceChoice = DirectoryService;

/** The view after `ticket` moved: it is the desk's current ticket, or leaves it and the queues. */
export function withTicket(view: DeskView, ticket: StaffTicket): DeskView {
  const atDesk = view.desk !== null && ticket.deskId === view.desk.id && (ticket.state === 'called' || ticket.state === 'serving');
  const current = atDesk ? ticket : view.current?.id === ticket.id ? null : view.current;
  const waiting = view.waiting.map((service) =>
    service.next.some((next) => next.id === ticket.id) && ticket.state !== 'waiting'
      ? { ...service, count: Math.max(0, service.count - 1), next: service.next.filter((next) => next.id !== ticket.id) }
      : service,
  );
  return { ...view, current, waiting };
}

export interface ConsoleModelOptions {
  client: Pick<Client, 'call' | 'follow'>;
}

const NO_DIRECTORY: DeskDirectory = { desks: [], services: [] };

export function createConsoleModel({ client }: ConsoleModelOptions) {
  const view = signal<DeskView | null>(null);
  const loading = signal(false);
  const error = signal<Failure | null>(null);
  const busy = signal<ConsoleAction | null>(null);
  const note = signal<ConsoleNote | null>(null);
  const refusal = signal<ConsoleRefusal | null>(null);
  /** The active desks with who works at each, and the active services: what the dialogs offer. */
  const directory = createLoadedResource<DeskDirectory>(() => client.call('Queue/Desks', {}), NO_DIRECTORY);
  const desks = computed(() => directory.value.value.desks);

  let running = false;
  /** Counts the views applied: a read started before the latest one is stale when it answers. */
  let version = 0;
  let followed: { deskId: number; stop: () => void } | null = null;

  /** Follows the live topic of the desk the view is about (none when signed out). */
  const track = (deskId: number | null) => {
    if (!running || followed?.deskId === deskId) return;
    followed?.stop();
    followed = null;
    if (deskId === null) return;
    followed = {
      deskId,
      stop: client.follow(`queue.desk.${deskId}`, { action: 'Queue/Live', params: {} }, (data) => apply(data), {
        onError: (reply) => {
          error.value = failureOf(reply);
        },
      }),
    };
  };

  const apply = (next: DeskView) => {
    version += 1;
    batch(() => {
      view.value = next;
      error.value = null;
    });
    track(next.desk?.id ?? null);
  };

  const reload = async (): Promise<void> => {
    const started = version;
    loading.value = true;
    const reply = await client.call('Queue/Live', {});
    loading.value = false;
    if (!reply.success) error.value = failureOf(reply);
    else if (version === started) apply(reply.data);
  };

  /** A button's action: one at a time, its answer applied, its refusal kept for the page. */
  const run = async <T>(action: ConsoleAction, send: () => Promise<Reply<T>>, done: (value: T) => void): Promise<Outcome<T> | null> => {
    if (busy.peek() !== null) return null;
    batch(() => {
      busy.value = action;
      refusal.value = null;
    });
    const outcome = outcomeOf(await send());
    batch(() => {
      busy.value = null;
      if (outcome.ok) done(outcome.value);
      else {
        note.value = null;
        refusal.value = { action, failure: outcome.failure };
      }
    });
    if (outcome.ok || STALE.has(outcome.failure.code)) void reload();
    return outcome;
  };

  const moved = (ticket: StaffTicket) => {
    const current = view.peek();
    if (current) apply(withTicket(current, ticket));
  };

  return {
    view: view as ReadonlySignal<DeskView | null>,
    desk: computed(() => view.value?.desk ?? null),
    current: computed(() => view.value?.current ?? null),
    waiting: computed(() => view.value?.waiting ?? []),
    /** Nobody waits for this desk: no ticket of its services, none sent to it. */
    nobodyWaiting: computed(() => (view.value?.waiting ?? []).every((service) => service.next.length === 0)),
    buttons: computed(() => ticketButtons(view.value?.current ?? null)),
    callBlock: computed(() => callBlockOf(view.value)),
    nextStep: computed(() => nextStepOf(view.value)),
    loading: loading as ReadonlySignal<boolean>,
    loaded: computed(() => view.value !== null),
    error: error as ReadonlySignal<Failure | null>,
    busy: busy as ReadonlySignal<ConsoleAction | null>,
    note: note as ReadonlySignal<ConsoleNote | null>,
    refusal: refusal as ReadonlySignal<ConsoleRefusal | null>,
    /** The active desks to sign in at, each with who works there. */
    desks,
    /** The desks and services read for the choices: its load state for the sign-in form. */
    directory: directory as Loadable,

    /** Reads the view and the choices, and follows the view's desk until stop(). */
    start(): void {
      running = true;
      track(view.peek()?.desk?.id ?? null);
      void reload();
      void directory.load();
    },

    /** Reads the desks and services again, so a dialog names who works where now. */
    refreshChoices(): Promise<void> {
      return directory.load();
    },

    stop(): void {
      running = false;
      followed?.stop();
      followed = null;
    },

    load: reload,

    /**
     * Signs in at a desk, taking it over from whoever was there; the desk dialog shows a refusal.
     * The desks are read again either way: who works where changed, or the desk was closed.
     */
    async signIn(deskId: number): Promise<Outcome<DeskView>> {
      const outcome = outcomeOf(await client.call('Queue/MyDesk', { deskId }));
      if (outcome.ok) {
        batch(() => {
          apply(outcome.value);
          refusal.value = null;
          note.value = { kind: 'signedIn', desk: outcome.value.desk?.name ?? '' };
        });
      }
      if (outcome.ok || STALE.has(outcome.failure.code)) void directory.load();
      return outcome;
    },

    signOut(): Promise<Outcome<DeskView> | null> {
      return run('signOut', () => client.call('Queue/MyDesk', { deskId: null }), (value) => {
        apply(value);
        note.value = { kind: 'signedOut' };
        void directory.load();
      });
    },

    /** Calls the next waiting ticket to the desk; null in the answer means nobody waits. */
    callNext(): Promise<Outcome<{ ticket: StaffTicket | null }> | null> {
      const desk = view.peek()?.desk;
      if (!desk) return Promise.resolve(null);
      return run('callNext', () => client.call('Queue/CallNext', { deskId: desk.id }), ({ ticket }) => {
        if (ticket) moved(ticket);
        note.value = ticket ? { kind: 'called', code: ticket.code } : { kind: 'nobody' };
      });
    },

    move(move: DeskMove, ticket: StaffTicket): Promise<Outcome<StaffTicket> | null> {
      return run(move, () => client.call(MOVE_ACTIONS[move], { ticketId: ticket.id }), (value) => {
        moved(value);
        note.value = { kind: 'moved', move, code: value.code };
      });
    },

    /** Sends a ticket to another service's queue or to one desk; the transfer dialog shows a refusal. */
    async transfer(ticket: StaffTicket, target: TransferTarget): Promise<Outcome<StaffTicket>> {
      const outcome = outcomeOf(await client.call('Queue/Transfer', { ticketId: ticket.id, ...target }));
      if (outcome.ok) {
        batch(() => {
          moved(outcome.value);
          refusal.value = null;
          note.value = { kind: 'transferred', code: outcome.value.code };
        });
      }
      if (outcome.ok || STALE.has(outcome.failure.code)) void reload();
      // The desk or service chosen may have been closed meanwhile: the lists are read again.
      if (!outcome.ok && STALE.has(outcome.failure.code)) void directory.load();
      return outcome;
    },

    /** The services a ticket may be sent to: every active one, the ticket's own among them (the dialog leaves it out). */
    serviceChoices: computed<readonly ServiceChoice[]>(() => directory.value.value.services),

    /** The desks a ticket may be sent to: the active ones but the operator's. */
    deskChoices: computed(() => desks.value.filter((desk) => desk.id !== view.value?.desk?.id)),

    dismissNote(): void {
      note.value = null;
    },

    dismissRefusal(): void {
      refusal.value = null;
    },
  };
}

export type ConsoleModel = ReturnType<typeof createConsoleModel>;
