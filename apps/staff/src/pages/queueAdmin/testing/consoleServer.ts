/**
 * An in-memory operator console server for the area's tests: the services of queueServer plus an
 * active «Курсы» no desk serves, its desks plus an open «Окно 3», today's waiting tickets (a
 * priority one, one sent to «Окно 1»), and the console's actions over them. The signed-in user
 * (id 1, as renderSignedIn signs in) works at «Окно 1» unless told otherwise; Петрова Анна works
 * there when they do not. Moves follow the ticket state machine and a refused one answers
 * CONFLICT with its sentence, as the server does; the desk view and Queue/Desks are computed the
 * way the server computes them.
 */
import { nextTicketState, type TicketMove, type TicketState } from '@abitura/contracts/vocabulary';
import { fail, ok } from '@abitura/ui/testing';
import type { DeskDirectory, DeskView, QueueDesk, StaffTicket, StatsRow } from '../queueTypes.js';
import { queueDesks, queueServices } from './queueServer.js';

const at = (time: string) => `2026-11-20T${time}:00.000Z`;

export function consoleTickets(): StaffTicket[] {
  const ticket = (id: number, code: string, serviceId: number, createdAt: string, extra: Partial<StaffTicket> = {}): StaffTicket => ({
    id,
    code,
    serviceId,
    service: serviceId === 1 ? 'Приём документов' : 'Консультация',
    state: 'waiting',
    priority: false,
    deskId: null,
    desk: null,
    createdAt: at(createdAt),
    calledAt: null,
    ...extra,
  });
  return [
    ticket(101, 'А-001', 1, '06:05'),
    ticket(102, 'А-002', 1, '06:10', { priority: true }),
    ticket(103, 'Б-001', 2, '06:20', { deskId: 11, desk: 'Окно 1' }),
  ];
}

export const STATS_ROWS: StatsRow[] = [
  { serviceId: 1, service: 'Приём документов', hour: 9, wait: { count: 4, meanSeconds: 300, p50Seconds: 240, p90Seconds: 600 }, serviceTime: { count: 3, meanSeconds: 420, p50Seconds: 400, p90Seconds: 700 } },
  { serviceId: 1, service: 'Приём документов', hour: 11, wait: { count: 2, meanSeconds: 900, p50Seconds: 900, p90Seconds: 1000 }, serviceTime: { count: 2, meanSeconds: 600, p50Seconds: 600, p90Seconds: 650 } },
  { serviceId: 2, service: 'Консультация', hour: 9, wait: { count: 1, meanSeconds: 60, p50Seconds: 60, p90Seconds: 60 }, serviceTime: { count: 0, meanSeconds: null, p50Seconds: null, p90Seconds: null } },
];

const MOVE_OF = { 'Queue/Start': 'start', 'Queue/Finish': 'finish', 'Queue/Recall': 'recall', 'Queue/NoShow': 'noShow', 'Queue/Cancel': 'cancel' } as const;

/** The user the tests sign in as (renderSignedIn's session). */
export const CONSOLE_USER = { id: 1, name: 'Администратор Системы' };

export function consoleServer(options: { signedInAt?: number | null } = {}) {
  const services = [...queueServices(), { id: 5, prefix: 'К', name: 'Курсы', hours: [null, null, null, null, null, null, null], priority: 0, active: true, position: 5, archived: false }];
  const desks: QueueDesk[] = [...queueDesks(), { id: 13, name: 'Окно 3', active: true, serviceIds: [2], operator: null }];
  const tickets = consoleTickets();
  const state = { deskId: options.signedInAt === undefined ? 11 : options.signedInAt, now: at('07:00') };

  /** One desk per operator, one operator per desk: the user's sign-in takes the desk over. */
  const seat = (deskId: number | null) => {
    for (const desk of desks) {
      if (desk.operator?.id === CONSOLE_USER.id || desk.id === deskId) desk.operator = null;
    }
    const desk = desks.find((candidate) => candidate.id === deskId);
    if (desk) desk.operator = { ...CONSOLE_USER };
    state.deskId = desk?.id ?? null;
  };
  seat(state.deskId);

  const directory = (): DeskDirectory => ({
    desks: desks.filter((desk) => desk.active).map(({ id, name, serviceIds, operator }) => ({ id, name, serviceIds, operator })),
    services: services
      .filter((service) => service.active && !service.archived)
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map(({ id, prefix, name }) => ({ id, prefix, name })),
  });

  const viewOf = (deskId: number | null): DeskView => {
    const desk = desks.find((candidate) => candidate.id === deskId);
    if (!desk) return { desk: null, current: null, waiting: [] };
    const current = tickets.find((ticket) => ticket.deskId === desk.id && (ticket.state === 'called' || ticket.state === 'serving')) ?? null;
    const waiting = services
      .filter((service) => desk.serviceIds.includes(service.id) && !service.archived)
      .map((service) => {
        const all = tickets.filter((ticket) => ticket.serviceId === service.id && ticket.state === 'waiting');
        const next = all.filter((ticket) => ticket.deskId === null || ticket.deskId === desk.id).sort((a, b) => Number(b.priority) - Number(a.priority) || a.createdAt.localeCompare(b.createdAt));
        return { serviceId: service.id, prefix: service.prefix, service: service.name, count: all.length, next };
      });
    return { desk: { id: desk.id, name: desk.name, serviceIds: desk.serviceIds }, current, waiting };
  };

  const step = (ticket: StaffTicket, move: TicketMove) => nextTicketState(ticket.state as TicketState, move);

  const handlers = {
    'Queue/Desks': () => ok(directory()),
    'Queue/ListServices': (params: { archived: boolean }) => ok({ items: services.filter((service) => params.archived || !service.archived) }),
    'Queue/Live': () => ok(viewOf(state.deskId)),
    'Queue/MyDesk': (params: { deskId: number | null }) => {
      if (params.deskId === null) {
        seat(null);
        return ok(viewOf(null));
      }
      const desk = desks.find((candidate) => candidate.id === params.deskId);
      if (!desk) return fail('NOT_FOUND', 'Такого окна нет: обновите страницу и выберите окно из списка.');
      if (!desk.active) return fail('CONFLICT', 'Это окно выключено администратором: выберите другое окно.');
      seat(desk.id);
      return ok(viewOf(desk.id));
    },
    'Queue/CallNext': (params: { deskId: number }) => {
      if (state.deskId !== params.deskId) return fail('CONFLICT', 'Вы работаете за другим окном: выберите это окно на пульте оператора, чтобы вызывать к нему.');
      const busy = viewOf(params.deskId).current;
      if (busy) return fail('CONFLICT', `У окна уже есть талон ${busy.code}: завершите его обслуживание или отметьте неявку, затем вызывайте следующего.`);
      const desk = desks.find((candidate) => candidate.id === params.deskId)!;
      const next = tickets
        .filter((ticket) => ticket.state === 'waiting' && (ticket.deskId === desk.id || (ticket.deskId === null && desk.serviceIds.includes(ticket.serviceId))))
        .sort((a, b) => Number(b.deskId !== null) - Number(a.deskId !== null) || Number(b.priority) - Number(a.priority) || a.createdAt.localeCompare(b.createdAt))[0];
      if (!next) return ok({ ticket: null }, 'Очередь пуста: ожидающих талонов для этого окна нет.');
      Object.assign(next, { state: 'called', deskId: desk.id, desk: desk.name, calledAt: state.now });
      return ok({ ticket: next });
    },
    ...Object.fromEntries(
      Object.entries(MOVE_OF).map(([action, move]) => [
        action,
        (params: { ticketId: number }) => {
          const ticket = tickets.find((candidate) => candidate.id === params.ticketId);
          if (!ticket) return fail('NOT_FOUND', 'Такого талона нет: обновите очередь на пульте оператора.');
          const next = step(ticket, move);
          if (!next.ok) return fail('CONFLICT', next.message);
          Object.assign(ticket, { state: next.state }, move === 'recall' ? { calledAt: state.now } : {});
          return ok(ticket);
        },
      ]),
    ),
    'Queue/Transfer': (params: { ticketId: number; serviceId?: number; deskId?: number }) => {
      const ticket = tickets.find((candidate) => candidate.id === params.ticketId);
      if (!ticket) return fail('NOT_FOUND', 'Такого талона нет: обновите очередь на пульте оператора.');
      const next = step(ticket, 'transfer');
      if (!next.ok) return fail('CONFLICT', next.message);
      if (params.deskId !== undefined) {
        const desk = desks.find((candidate) => candidate.id === params.deskId);
        if (!desk) return fail('NOT_FOUND', 'Такого окна нет: обновите страницу и выберите окно из списка.');
        if (!desk.active) return fail('CONFLICT', 'Это окно выключено администратором: переведите талон в другое окно.');
        Object.assign(ticket, { state: 'waiting', deskId: desk.id, desk: desk.name, calledAt: null });
        return ok(ticket);
      }
      const service = services.find((candidate) => candidate.id === params.serviceId);
      if (!service || service.archived) return fail('NOT_FOUND', 'Такой услуги нет: обновите страницу и выберите услугу из списка.');
      if (service.id === ticket.serviceId) return fail('CONFLICT', 'Талон уже в очереди этой услуги: выберите другую услугу или переведите его в окно.');
      Object.assign(ticket, { state: 'waiting', serviceId: service.id, service: service.name, code: `${service.prefix}-009`, deskId: null, desk: null, calledAt: null });
      return ok(ticket);
    },
    'Queue/Stats': (params: { from: string; to: string; serviceId?: number }) => ok({ rows: STATS_ROWS.filter((row) => params.serviceId === undefined || row.serviceId === params.serviceId) }),
  };
  return { services, desks, tickets, state, viewOf, directory, handlers };
}
