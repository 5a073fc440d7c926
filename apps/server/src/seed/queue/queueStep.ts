/**
 * Demo step: the electronic queue — four services with their hours, four desks, one kiosk and one
 * TV board (their plain keys go to DATA_DIR/demo-credentials.json and the start banner), the
 * queue operators signed in at desks, a week of served tickets for the statistics and today's
 * tickets up to now in every state. Tickets are numbered per service and day as issueTicket
 * numbers them, and the counters hold the last number, so the kiosk continues without a gap.
 */
import { randomUUID } from 'node:crypto';
import type { WeekHours } from '../../db/schema/index.js';
import { queueCounters, queueDeskServices, queueDeskSignIns, queueDesks, queueDevices, queueServices, queueTicketEvents, queueTickets } from '../../db/schema/index.js';
import { newDeviceKey } from '../../domain/queue/deviceKeys.js';
import { DAY_MS, dayStart, moscowDay } from '@abitura/contracts/moscowTime';
import type { DemoStep } from '../demoStep.js';
import type { Random } from '../prng.js';

const WEEKDAYS_9_18: WeekHours = [...Array.from({ length: 5 }, () => ({ from: '09:00', to: '18:00' })), { from: '10:00', to: '15:00' }, null];
const WEEKDAYS_10_17: WeekHours = [...Array.from({ length: 5 }, () => ({ from: '10:00', to: '17:00' })), null, null];

const SERVICES = [
  { prefix: 'А', name: 'Консультация', hours: WEEKDAYS_9_18, priority: 0, perDay: 24 },
  { prefix: 'Б', name: 'Приём документов', hours: WEEKDAYS_9_18, priority: 1, perDay: 30 },
  { prefix: 'В', name: 'Справки', hours: WEEKDAYS_10_17, priority: 0, perDay: 12 },
  { prefix: 'Д', name: 'Договоры и оплата', hours: WEEKDAYS_10_17, priority: 0, perDay: 8 },
] as const;

/** Desk name and the prefixes of the services it serves. */
const DESKS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['Окно 1', ['А', 'Б']],
  ['Окно 2', ['Б']],
  ['Окно 3', ['В', 'А']],
  ['Окно 4', ['Д', 'В', 'Б']],
];

/** The demo devices; their keys are generated at seeding and kept in demo-credentials.json. */
export const DEMO_DEVICES = [
  { kind: 'kiosk', name: 'Киоск в холле' },
  { kind: 'tv', name: 'Табло в холле' },
] as const;

const PAST_DAYS = 7;
const MINUTE = 60_000;

type Plan = { state: string; createdAt: number; calledAt: number | null; startedAt: number | null; endedAt: number | null; priority: boolean };

/** One service's tickets of a day, issued from opening until `until`; past ones all closed. */
function planDay(random: Random, opensAt: number, closesAt: number, until: number, perDay: number, today: boolean): Plan[] {
  const plans: Plan[] = [];
  const end = Math.min(closesAt, until);
  if (end <= opensAt) return plans;
  const count = Math.max(1, Math.round((perDay * (end - opensAt)) / (closesAt - opensAt)));
  const times = Array.from({ length: count }, () => opensAt + random.int(0, end - opensAt - MINUTE)).sort((a, b) => a - b);
  times.forEach((createdAt, index) => {
    const priority = random.chance(0.08);
    const calledAt = createdAt + random.int(2, 25) * MINUTE;
    const startedAt = calledAt + random.int(0, 2) * MINUTE;
    const endedAt = startedAt + random.int(3, 15) * MINUTE;
    const left = count - index;
    if (today && calledAt > until) return void plans.push({ state: 'waiting', createdAt, calledAt: null, startedAt: null, endedAt: null, priority });
    if (today && left <= 2 && startedAt > until) return void plans.push({ state: 'called', createdAt, calledAt, startedAt: null, endedAt: null, priority });
    if (today && endedAt > until) return void plans.push({ state: 'serving', createdAt, calledAt, startedAt, endedAt: null, priority });
    const roll = random.next();
    if (roll < 0.06) return void plans.push({ state: 'no_show', createdAt, calledAt, startedAt: null, endedAt: calledAt + 2 * MINUTE, priority });
    if (roll < 0.1) return void plans.push({ state: 'cancelled', createdAt, calledAt: null, startedAt: null, endedAt: createdAt + random.int(1, 10) * MINUTE, priority });
    plans.push({ state: 'done', createdAt, calledAt, startedAt, endedAt, priority });
  });
  return plans;
}

const atMoscow = (day: number, time: string): number => dayStart(day).getTime() + (Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))) * MINUTE;

export const queueStep: DemoStep = {
  name: 'queue',
  async run({ db, random, state }) {
    const now = Date.now();
    const services = await db
      .insert(queueServices)
      .values(SERVICES.map(({ perDay: _perDay, ...service }, position) => ({ ...service, hours: [...service.hours], position })))
      .returning({ id: queueServices.id, prefix: queueServices.prefix });
    const serviceId = new Map(services.map((row) => [row.prefix, row.id]));
    const desks = await db.insert(queueDesks).values(DESKS.map(([name]) => ({ name }))).returning({ id: queueDesks.id, name: queueDesks.name });
    await db.insert(queueDeskServices).values(DESKS.flatMap(([, prefixes], index) => prefixes.map((prefix) => ({ deskId: (desks[index] as { id: number }).id, serviceId: serviceId.get(prefix) as number }))));
    for (const device of DEMO_DEVICES) {
      const { key, hash, prefix } = newDeviceKey();
      await db.insert(queueDevices).values({ ...device, keyHash: hash, keyPrefix: prefix, createdAt: new Date(now - PAST_DAYS * DAY_MS) });
      state.devices.push({ ...device, key });
    }
    const operators = state.users.filter((user) => user.role === 'Оператор очереди' && user.status === 'active');
    for (const [index, operator] of operators.entries()) {
      const desk = desks[index];
      if (desk) await db.insert(queueDeskSignIns).values({ userId: operator.id, deskId: desk.id, since: new Date(now - 2 * 3_600_000) });
    }
    const staffed = desks.slice(0, Math.max(1, operators.length));

    const today = moscowDay(now);
    // A desk has one ticket called or served at a time, whatever the service: today's open tickets
    // of all services go to distinct desks (a desk serves several services).
    const busy = new Set<number>();
    for (let day = today - PAST_DAYS; day <= today; day += 1) {
      const weekday = (new Date(day * DAY_MS).getUTCDay() + 6) % 7;
      for (const service of SERVICES) {
        const hours = service.hours[weekday];
        if (!hours) continue;
        const plans = planDay(random, atMoscow(day, hours.from), atMoscow(day, hours.to), day === today ? now : Number.POSITIVE_INFINITY, service.perDay, day === today);
        if (plans.length === 0) continue;
        const id = serviceId.get(service.prefix) as number;
        const servingDesks = staffed.filter((_desk, index) => (DESKS[index]?.[1] ?? []).includes(service.prefix));
        const deskPool = servingDesks.length > 0 ? servingDesks : staffed;
        const rows = plans.map((plan, index) => {
          let desk = plan.calledAt === null ? null : random.pick(deskPool);
          if (desk && (plan.state === 'called' || plan.state === 'serving')) {
            desk = deskPool.find((candidate) => !busy.has(candidate.id)) ?? null;
            if (desk) busy.add(desk.id);
          }
          const open = (plan.state === 'called' || plan.state === 'serving') && desk === null;
          const operator = desk ? operators[desks.findIndex((candidate) => candidate.id === desk?.id)] : undefined;
          return {
            plan: open ? { ...plan, state: 'waiting', calledAt: null, startedAt: null } : plan,
            row: {
              token: randomUUID(),
              serviceId: id,
              day,
              number: index + 1,
              priority: plan.priority,
              state: open ? 'waiting' : plan.state,
              deskId: open ? null : (desk?.id ?? null),
              operatorId: open ? null : (operator?.id ?? null),
              createdAt: new Date(plan.createdAt),
              queuedAt: new Date(plan.createdAt),
              calledAt: open || plan.calledAt === null ? null : new Date(plan.calledAt),
            },
          };
        });
        const inserted = await db.insert(queueTickets).values(rows.map((entry) => entry.row)).returning({ id: queueTickets.id });
        await db.insert(queueCounters).values({ serviceId: id, day, lastNumber: rows.length });
        const events = rows.flatMap(({ plan, row }, index) => {
          const ticketId = (inserted[index] as { id: number }).id;
          const by = { deskId: row.deskId, userId: row.operatorId };
          const list: Array<typeof queueTicketEvents.$inferInsert> = [{ ticketId, kind: 'issued', at: new Date(plan.createdAt), deskId: null, userId: null }];
          if (plan.calledAt !== null) list.push({ ticketId, kind: 'called', at: new Date(plan.calledAt), ...by });
          if (plan.startedAt !== null) list.push({ ticketId, kind: 'started', at: new Date(plan.startedAt), ...by });
          if (plan.state === 'done' && plan.endedAt !== null) list.push({ ticketId, kind: 'finished', at: new Date(plan.endedAt), ...by });
          if (plan.state === 'no_show' && plan.endedAt !== null) list.push({ ticketId, kind: 'no_show', at: new Date(plan.endedAt), ...by });
          if (plan.state === 'cancelled' && plan.endedAt !== null) list.push({ ticketId, kind: 'cancelled', at: new Date(plan.endedAt), deskId: null, userId: null, data: { by: 'holder' } });
          return list;
        });
        await db.insert(queueTicketEvents).values(events);
      }
    }
  },
};
