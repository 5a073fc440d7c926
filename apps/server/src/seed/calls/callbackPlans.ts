/**
 * The demo's callbacks, planned from the seed's generator and "today": the call-centre operators'
 * open callbacks over the next two weeks (office hours in Moscow, never on a Sunday, 3-8 a
 * working day, one or two already overdue today), a few done and canceled in the two weeks
 * before, and the rest of the applicants marked «Нужно перезвонить» booked for the coordinating
 * staff, so that every flagged applicant has an open callback and every open callback a flagged
 * applicant (the flag follows the callbacks, calls/recallFlag.ts); the coordinating staff's from
 * today's hours still ahead over the same two weeks. Each callback comes with the
 * callbackScheduled entry that booked it, and a done one with the call that made it.
 */
import { DAY_MS, dayStart, isMoscowSunday, moscowDay } from '@abitura/contracts/moscowTime';
import type { InteractionPlan, StaffRef } from '../contingent/contingentWorld.js';
import { TEXTS } from '../contingent/moments.js';
import type { Random } from '../prng.js';

const MINUTE = 60_000;
/** How many days ahead the operators' calendars are filled, today not counted. */
export const CALLBACK_DAYS_AHEAD = 14;
/** How many days back done and canceled callbacks reach. */
export const CLOSED_DAYS_BACK = 14;
/** Open callbacks of an operator on a working day, and on a Saturday (a short day). */
const PER_WORKING_DAY = [3, 8] as const;
const PER_SATURDAY = [3, 4] as const;
/** A new callback is at least this far ahead of today's clock, as the picker asks for a future time. */
const LEAD_MS = 10 * MINUTE;
const THEMES = ['prkom24', 'meetups', 'attendance', 'proftests', 'other'] as const;

export interface CallbackPlan {
  abiturientId: number;
  ownerId: number;
  dueAt: Date;
  status: 'open' | 'done' | 'canceled';
  doneAt: Date | null;
  createdAt: Date;
  /** The callbackScheduled entry that booked it (the callback's interaction). */
  booking: InteractionPlan;
  /** For a done callback, the call that made it. */
  call: InteractionPlan | null;
}

const isSunday = (day: number): boolean => isMoscowSunday(dayStart(day));
const isSaturday = (day: number): boolean => new Date(day * DAY_MS).getUTCDay() === 6;

/** A Moscow office-hours instant of the day, 09:00 to 17:50, on a ten-minute step as the picker offers. */
function officeSlot(random: Random, day: number): number {
  return dayStart(day).getTime() + (9 * 60 + 10 * random.int(0, 53)) * MINUTE;
}

/** The working day before `day` (Sundays skipped). */
function previousWorkingDay(day: number): number {
  let previous = day - 1;
  while (isSunday(previous)) previous -= 1;
  return previous;
}

/** When an overdue callback was due: earlier today in office hours, or the last working day when today's have not begun. */
function overdueInstant(random: Random, now: number): number {
  const today = moscowDay(now);
  const opens = dayStart(today).getTime() + 9 * 60 * MINUTE;
  const latest = Math.min(now - 15 * MINUTE, dayStart(today).getTime() + 18 * 60 * MINUTE - MINUTE);
  if (!isSunday(today) && latest > opens) return opens + random.int(0, Math.floor((latest - opens) / (10 * MINUTE))) * 10 * MINUTE;
  return officeSlot(random, previousWorkingDay(today));
}

/** When it was booked: on a call a few days before it was due, and before today's clock. */
function bookedAt(random: Random, dueAt: number, now: number): number {
  const latest = Math.min(dueAt - 30 * MINUTE, now - 5 * MINUTE);
  const day = moscowDay(latest) - random.int(0, 5);
  const at = officeSlot(random, isSunday(day) ? day - 1 : day) + random.int(0, 9) * MINUTE;
  return at < latest ? at : latest - random.int(5, 90) * MINUTE;
}

/** The open slots of one operator: one or two overdue, then 3-8 a working day from today on. */
function operatorSlots(random: Random, now: number): number[] {
  const today = moscowDay(now);
  const slots = Array.from({ length: random.int(1, 2) }, () => overdueInstant(random, now));
  for (let day = today; day <= today + CALLBACK_DAYS_AHEAD; day += 1) {
    if (isSunday(day)) continue;
    const [low, high] = isSaturday(day) ? PER_SATURDAY : PER_WORKING_DAY;
    for (let n = random.int(low, high); n > 0; n -= 1) {
      const at = officeSlot(random, day);
      // Today's hours already gone are left out: the overdue ones stand for them.
      if (at >= now + LEAD_MS) slots.push(at);
    }
  }
  return slots.sort((a, b) => a - b);
}

function booking(random: Random, ownerId: number, dueAt: number, createdAt: number): InteractionPlan {
  const texts = TEXTS.callbackScheduled;
  return {
    type: 'callbackScheduled',
    result: texts?.results[0] ?? null,
    organizationId: null,
    oid: null,
    actionData: { callbackAt: new Date(dueAt).toISOString(), comment: random.pick(texts?.comments ?? ['Договорились созвониться']) },
    authorId: ownerId,
    occurredAt: new Date(createdAt),
  };
}

/** A person the flag marks, with when their record was added: nothing of theirs is older. */
export interface FlaggedPerson {
  id: number;
  createdAt: number;
}

function plan(random: Random, person: FlaggedPerson, ownerId: number, dueAt: number, now: number, status: CallbackPlan['status']): CallbackPlan {
  const abiturientId = person.id;
  // The timeline starts with the record's 'added' entry: a booking is never older.
  const createdAt = Math.min(Math.max(bookedAt(random, dueAt, now), person.createdAt + MINUTE), now - MINUTE);
  const doneAt = status === 'done' ? Math.min(dueAt + random.int(0, 45) * MINUTE, now - MINUTE) : null;
  const call: InteractionPlan | null =
    doneAt === null
      ? null
      : { type: 'outcall', result: '1', organizationId: null, oid: null, actionData: { theme: random.pick(THEMES), comment: random.pick(TEXTS.outcall?.comments ?? ['Перезвонили']) }, authorId: ownerId, occurredAt: new Date(doneAt) };
  return { abiturientId, ownerId, dueAt: new Date(dueAt), status, doneAt: doneAt === null ? null : new Date(doneAt), createdAt: new Date(createdAt), booking: booking(random, ownerId, dueAt, createdAt), call };
}

/**
 * The callbacks for `flagged` (the applicants marked «Нужно перезвонить», each used once for an
 * open callback): the operators' slots first, in turn so that a short list still gives each of
 * them a calendar, then the coordinating staff's for those left, from later today over the working
 * days ahead. Done and
 * canceled ones (1-3 a working day per operator over the past two weeks) go to applicants the
 * same operator has an open callback for, so their flag stays true.
 */
export function planCallbacks(random: Random, world: { operators: readonly StaffRef[]; coordinators: readonly StaffRef[]; flagged: readonly FlaggedPerson[]; now: number }): CallbackPlan[] {
  const { operators, coordinators, now } = world;
  const people = random.shuffle(world.flagged);
  const slots = operators.map(() => operatorSlots(random, now));
  const plans: CallbackPlan[] = [];
  const mine = new Map<number, FlaggedPerson[]>();
  let next = 0;
  for (let round = 0; slots.some((list) => round < list.length); round += 1) {
    operators.forEach((operator, i) => {
      const at = slots[i]?.[round];
      if (at === undefined || next >= people.length) return;
      const person = people[next++] as FlaggedPerson;
      plans.push(plan(random, person, operator.id, at, now, 'open'));
      mine.set(operator.id, [...(mine.get(operator.id) ?? []), person]);
    });
  }
  const today = moscowDay(now);
  for (; next < people.length && coordinators.length > 0; next += 1) {
    let day = today + random.int(0, CALLBACK_DAYS_AHEAD);
    if (isSunday(day)) day += 1;
    let at = officeSlot(random, day);
    // Today's only while that hour is still ahead; otherwise the next working day.
    if (at < now + LEAD_MS) {
      day += isSunday(day + 1) ? 2 : 1;
      at = officeSlot(random, day);
    }
    plans.push(plan(random, people[next] as FlaggedPerson, random.pick(coordinators).id, at, now, 'open'));
  }
  for (const operator of operators) {
    const theirs = mine.get(operator.id) ?? [];
    for (let day = today - CLOSED_DAYS_BACK; day < today; day += 1) {
      if (isSunday(day)) continue;
      for (let n = random.int(1, 3); n > 0; n -= 1) {
        const dueAt = officeSlot(random, day);
        // Someone whose record is a day older than the callback, so it was booked on a call with them.
        const known = theirs.filter((person) => person.createdAt < dueAt - DAY_MS);
        if (known.length > 0) plans.push(plan(random, random.pick(known), operator.id, dueAt, now, random.chance(0.75) ? 'done' : 'canceled'));
      }
    }
  }
  return plans;
}
