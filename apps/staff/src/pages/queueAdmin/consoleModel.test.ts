import { describe, expect, it } from 'vitest';
import type { Client } from '@abitura/sdk';
import { nextTicketState } from '@abitura/contracts/vocabulary';
import { respondWith } from '@abitura/ui/testing';
import { testClients } from '../../testing/testClients.js';
import { checkDeskChoice, checkTransfer, EMPTY_TRANSFER, transferTarget } from './consoleForms.js';
import { callBlockOf, createConsoleModel, nextStepOf, ticketButtons, withTicket } from './consoleModel.js';
import type { DeskView, StaffTicket } from './queueTypes.js';
import { consoleServer, consoleTickets } from './testing/consoleServer.js';

const newClient = testClients();

interface Followed {
  topic: string;
  deliver: (data: DeskView) => void;
  stopped: boolean;
}

/** A real client for the calls, and a follow the test drives: it delivers frames by hand. */
function setup(options: { signedInAt?: number | null } = {}) {
  const server = consoleServer(options.signedInAt === undefined ? {} : { signedInAt: options.signedInAt });
  const test = newClient(respondWith(server.handlers));
  const follows: Followed[] = [];
  const client: Pick<Client, 'call' | 'follow'> = {
    call: test.client.call,
    follow: ((topic: string, _read: unknown, deliver: (data: DeskView) => void) => {
      const entry: Followed = { topic, deliver, stopped: false };
      follows.push(entry);
      return () => {
        entry.stopped = true;
      };
    }) as Client['follow'],
  };
  const model = createConsoleModel({ client });
  const following = () => follows.filter((entry) => !entry.stopped).map((entry) => entry.topic);
  return { ...test, server, model, follows, following };
}

/** Waits for what an action reads again after it (not awaited by the action). */
async function settled(done: () => boolean): Promise<void> {
  for (let turn = 0; turn < 50 && !done(); turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(done()).toBe(true);
}

const ticket = (state: StaffTicket['state'], extra: Partial<StaffTicket> = {}): StaffTicket => ({ ...consoleTickets()[0]!, state, ...extra });

describe('what the console offers', () => {
  it('offers the moves the state machine allows, the usual next step first', () => {
    expect(ticketButtons(null)).toEqual([]);
    expect(ticketButtons(ticket('called'))).toEqual(['start', 'recall', 'noShow', 'transfer', 'cancel']);
    expect(ticketButtons(ticket('serving'))).toEqual(['finish', 'transfer']);
    expect(ticketButtons(ticket('waiting'))).toEqual(['transfer', 'cancel']);
    for (const final of ['done', 'no_show', 'cancelled'] as const) expect(ticketButtons(ticket(final))).toEqual([]);
  });

  it('says why "Call next" waits, and where the keyboard goes next', () => {
    const desk = { id: 11, name: 'Окно 1', serviceIds: [1] };
    expect(callBlockOf(null)).toEqual({ reason: 'noDesk' });
    expect(callBlockOf({ desk: null, current: null, waiting: [] })).toEqual({ reason: 'noDesk' });
    expect(callBlockOf({ desk, current: null, waiting: [] })).toBeNull();
    expect(callBlockOf({ desk, current: ticket('called'), waiting: [] })).toEqual({ reason: 'called', code: 'А-001' });
    expect(callBlockOf({ desk, current: ticket('serving'), waiting: [] })).toEqual({ reason: 'serving', code: 'А-001' });
    expect(nextStepOf({ desk, current: ticket('called'), waiting: [] })).toBe('start');
    expect(nextStepOf({ desk, current: ticket('serving'), waiting: [] })).toBe('finish');
    expect(nextStepOf({ desk, current: null, waiting: [] })).toBe('callNext');
  });

  it('puts a moved ticket at the desk or takes it off, and out of the queue it left', () => {
    const view = consoleServer().viewOf(11);
    const called = { ...view.waiting[0]!.next[0]!, state: 'called', deskId: 11 };
    const after = withTicket(view, called);
    expect(after.current?.id).toBe(called.id);
    expect(after.waiting[0]!.count).toBe(view.waiting[0]!.count - 1);
    expect(after.waiting[0]!.next.map((next) => next.id)).not.toContain(called.id);
    expect(withTicket(after, { ...called, state: 'done' }).current).toBeNull();
  });
});

describe('console forms', () => {
  it('needs a desk chosen before signing in', () => {
    expect(checkDeskChoice({ desk: '' })).toEqual({ desk: { key: 'required' } });
    expect(checkDeskChoice({ desk: '13' })).toEqual({});
  });

  it('needs the service or the desk a transfer goes to', () => {
    expect(checkTransfer(EMPTY_TRANSFER)).toEqual({ serviceId: { key: 'required' } });
    expect(checkTransfer({ ...EMPTY_TRANSFER, kind: 'desk' })).toEqual({ desk: { key: 'required' } });
    expect(checkTransfer({ ...EMPTY_TRANSFER, kind: 'desk', desk: '13' })).toEqual({});
    expect(transferTarget({ kind: 'service', serviceId: '2', desk: '' })).toEqual({ serviceId: 2 });
    expect(transferTarget({ kind: 'desk', serviceId: '2', desk: '13' })).toEqual({ deskId: 13 });
  });
});

describe('console model', () => {
  it('reads the desk view and follows its desk; the queue is in calling order', async () => {
    const { model, following } = setup();
    model.start();
    await settled(() => model.loaded.value);
    expect(model.desk.value?.name).toBe('Окно 1');
    expect(following()).toEqual(['queue.desk.11']);
    const [documents, consultation] = model.waiting.value;
    expect(documents?.next.map((next) => next.code)).toEqual(['А-002', 'А-001']);
    expect(consultation?.next.map((next) => [next.code, next.deskId])).toEqual([['Б-001', 11]]);
    expect(model.nobodyWaiting.value).toBe(false);
    expect(model.callBlock.value).toBeNull();
    model.stop();
    expect(following()).toEqual([]);
  });

  it('offers the active desks with who works at each, read with Queue/Desks', async () => {
    const { model, requests } = setup({ signedInAt: null });
    model.start();
    await settled(() => model.directory.loaded.value);
    expect(model.desks.value.map((desk) => [desk.name, desk.operator?.name ?? null])).toEqual([
      ['Окно 1', 'Петрова Анна'],
      ['Окно 3', null],
    ]);
    expect(requests.filter((request) => request.action.startsWith('Queue/')).map((request) => request.action).sort()).toEqual(['Queue/Desks', 'Queue/Live']);
  });

  it('signs in at a desk, keeps the desk when the one asked for is gone, and reads the desks again', async () => {
    const { model, following, requests, server } = setup({ signedInAt: null });
    const directoryReads = () => requests.filter((request) => request.action === 'Queue/Desks').length;
    model.start();
    await settled(() => model.loaded.value && model.directory.loaded.value);
    expect(model.desk.value).toBeNull();
    expect(model.callBlock.value).toEqual({ reason: 'noDesk' });
    expect(following()).toEqual([]);
    const signedIn = await model.signIn(13);
    expect(signedIn.ok).toBe(true);
    expect(model.desk.value?.name).toBe('Окно 3');
    expect(model.note.value).toEqual({ kind: 'signedIn', desk: 'Окно 3' });
    expect(following()).toEqual(['queue.desk.13']);
    // Who works where changed: the list says so.
    await settled(() => model.desks.value.find((desk) => desk.id === 13)?.operator?.name === 'Администратор Системы');
    expect(model.deskChoices.value.map((desk) => desk.name)).toEqual(['Окно 1']);

    // «Окно 1» was closed after the list was read: the sign-in is refused and the list drops it.
    server.desks[0]!.active = false;
    const reads = directoryReads();
    const closed = await model.signIn(11);
    expect(closed).toMatchObject({ ok: false, failure: { code: 'CONFLICT' } });
    expect(model.desk.value?.name).toBe('Окно 3');
    await settled(() => directoryReads() > reads && !model.directory.loading.value);
    expect(model.desks.value.map((desk) => desk.name)).toEqual(['Окно 3']);
    expect(requests.filter((request) => request.action === 'Queue/MyDesk').map((request) => request.params)).toEqual([{ deskId: 13 }, { deskId: 11 }]);

    await model.signOut();
    expect(model.desk.value).toBeNull();
    expect(following()).toEqual([]);
    await settled(() => model.desks.value[0]?.operator === null);
  });

  it('calls next, starts and finishes, offering only the allowed moves at each step', async () => {
    const { model, requests } = setup();
    model.start();
    await settled(() => model.loaded.value);
    const called = await model.callNext();
    // The ticket sent to this desk comes first.
    expect(called).toMatchObject({ ok: true, value: { ticket: { code: 'Б-001', state: 'called' } } });
    expect(requests.find((request) => request.action === 'Queue/CallNext')?.params).toEqual({ deskId: 11 });
    expect(model.current.value?.code).toBe('Б-001');
    expect(model.note.value).toEqual({ kind: 'called', code: 'Б-001' });
    expect(model.buttons.value).toEqual(['start', 'recall', 'noShow', 'transfer', 'cancel']);
    expect(model.callBlock.value).toEqual({ reason: 'called', code: 'Б-001' });
    expect(model.nextStep.value).toBe('start');
    expect(model.waiting.value[1]?.next).toEqual([]);

    await model.move('start', model.current.value!);
    expect(model.current.value?.state).toBe('serving');
    expect(model.buttons.value).toEqual(['finish', 'transfer']);
    expect(model.callBlock.value).toEqual({ reason: 'serving', code: 'Б-001' });
    expect(model.nextStep.value).toBe('finish');

    await model.move('finish', model.current.value!);
    expect(model.current.value).toBeNull();
    expect(model.note.value).toEqual({ kind: 'moved', move: 'finish', code: 'Б-001' });
    expect(model.callBlock.value).toBeNull();
    expect(model.nextStep.value).toBe('callNext');
    expect(requests.filter((request) => request.action.startsWith('Queue/') && request.action !== 'Queue/Live' && request.action !== 'Queue/Desks').map((request) => [request.action, request.params])).toEqual([
      ['Queue/CallNext', { deskId: 11 }],
      ['Queue/Start', { ticketId: 103 }],
      ['Queue/Finish', { ticketId: 103 }],
    ]);
  });

  it('says so when nobody waits', async () => {
    const { model, server } = setup();
    for (const waiting of server.tickets) waiting.state = 'done';
    model.start();
    await settled(() => model.loaded.value);
    expect(model.nobodyWaiting.value).toBe(true);
    const outcome = await model.callNext();
    expect(outcome).toMatchObject({ ok: true, value: { ticket: null } });
    expect(model.note.value).toEqual({ kind: 'nobody' });
    expect(model.current.value).toBeNull();
  });

  it('keeps the refusal with the state machine sentence and reads the view again', async () => {
    const { model, requests } = setup();
    model.start();
    await settled(() => model.loaded.value);
    await model.callNext();
    const calledTicket = model.current.value!;
    const lives = requests.filter((request) => request.action === 'Queue/Live').length;
    const refused = await model.move('finish', calledTicket);
    const sentence = nextTicketState('called', 'finish');
    expect(sentence.ok).toBe(false);
    expect(refused).toMatchObject({ ok: false, failure: { code: 'CONFLICT' } });
    expect(model.refusal.value).toEqual({ action: 'finish', failure: { code: 'CONFLICT', message: sentence.ok ? '' : sentence.message, issues: [] } });
    expect(model.note.value).toBeNull();
    expect(model.current.value?.state).toBe('called');
    await settled(() => requests.filter((request) => request.action === 'Queue/Live').length > lives);
    model.dismissRefusal();
    expect(model.refusal.value).toBeNull();
  });

  it('runs one button action at a time', async () => {
    const { model, requests } = setup();
    model.start();
    await settled(() => model.loaded.value);
    const [first, second] = await Promise.all([model.callNext(), model.callNext()]);
    expect(first?.ok).toBe(true);
    expect(second).toBeNull();
    expect(requests.filter((request) => request.action === 'Queue/CallNext')).toHaveLength(1);
  });

  it('takes every live frame of the desk, and follows the desk a frame is about', async () => {
    const { model, follows, following, server } = setup();
    model.start();
    await settled(() => model.loaded.value);
    // Another desk called А-002 meanwhile: the frame replaces the view.
    server.tickets[1]!.state = 'called';
    server.tickets[1]!.deskId = 13;
    follows[0]!.deliver(server.viewOf(11));
    expect(model.waiting.value[0]?.next.map((next) => next.code)).toEqual(['А-001']);
    expect(model.waiting.value[0]?.count).toBe(1);
    follows[0]!.deliver(server.viewOf(13));
    expect(model.desk.value?.name).toBe('Окно 3');
    expect(following()).toEqual(['queue.desk.13']);
    // Someone took the desk over: the operator's own view says no desk, and nothing is followed.
    follows[1]!.deliver(server.viewOf(null));
    expect(model.desk.value).toBeNull();
    expect(following()).toEqual([]);
  });

  it('transfers the current ticket to any active service or any other active desk', async () => {
    const { model, requests } = setup();
    model.start();
    await settled(() => model.loaded.value && model.deskChoices.value.length > 0);
    // «Курсы» is served at no desk of the operator's; В is switched off and Д archived.
    expect(model.serviceChoices.value.map((service) => service.prefix)).toEqual(['А', 'Б', 'К']);
    // Not the operator's own desk, nor the closed «Окно 2».
    expect(model.deskChoices.value.map((desk) => desk.name)).toEqual(['Окно 3']);
    await model.callNext();
    const toService = await model.transfer(model.current.value!, { serviceId: 1 });
    expect(toService).toMatchObject({ ok: true, value: { code: 'А-009', state: 'waiting' } });
    expect(model.current.value).toBeNull();
    expect(model.note.value).toEqual({ kind: 'transferred', code: 'А-009' });
    await model.callNext();
    const current = model.current.value!;
    const toDesk = await model.transfer(current, { deskId: 13 });
    expect(toDesk.ok).toBe(true);
    expect(requests.filter((request) => request.action === 'Queue/Transfer').map((request) => request.params)).toEqual([
      { ticketId: 103, serviceId: 1 },
      { ticketId: current.id, deskId: 13 },
    ]);
  });

  it('reads the desks again when a transfer is refused because a desk or service is gone', async () => {
    const { model, requests, server } = setup();
    model.start();
    await settled(() => model.loaded.value && model.deskChoices.value.length > 0);
    await model.callNext();
    server.desks[2]!.active = false;
    const reads = requests.filter((request) => request.action === 'Queue/Desks').length;
    const refused = await model.transfer(model.current.value!, { deskId: 13 });
    expect(refused).toMatchObject({ ok: false, failure: { code: 'CONFLICT' } });
    await settled(() => model.deskChoices.value.length === 0);
    expect(requests.filter((request) => request.action === 'Queue/Desks').length).toBe(reads + 1);
    expect(requests.some((request) => request.action === 'Queue/ListDesks' || request.action === 'Queue/ListServices')).toBe(false);
  });
});
