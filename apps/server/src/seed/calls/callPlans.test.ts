import { allowedLetterEvents, LETTER_STATUSES } from '@abitura/contracts/vocabulary';
import { describe, expect, it } from 'vitest';
import { DAY_MS, isMoscowSunday, moscowDay } from '@abitura/contracts/moscowTime';
import { MAX_ATTEMPTS } from '../../mail/delivery.js';
import { createRandom } from '../prng.js';
import { CALLBACK_DAYS_AHEAD, CLOSED_DAYS_BACK, planCallbacks } from './callbackPlans.js';
import { demoRecipient, LETTER_DAYS_BACK, planLetters } from './letterPlans.js';

const HOUR = 3_600_000;
/** Tuesday 2026-09-15, 14:00 in Moscow. */
const NOW = Date.parse('2026-09-15T11:00:00Z');
const operators = [
  { id: 1, fullName: 'Соколова Ирина Павловна' },
  { id: 2, fullName: 'Орлов Денис Игоревич' },
];
const coordinators = [{ id: 7, fullName: 'Лебедева Анна Сергеевна' }];
const flagged = Array.from({ length: 400 }, (_, i) => ({ id: 100 + i, createdAt: NOW - (i % 200) * DAY_MS - HOUR }));
const moscowHour = (at: Date) => new Date(at.getTime() + 3 * HOUR).getUTCHours();

describe('the demo callbacks', () => {
  const plans = planCallbacks(createRandom(5), { operators, coordinators, flagged, now: NOW });
  const open = plans.filter((plan) => plan.status === 'open');

  it('are the same for the same seed', () => {
    expect(planCallbacks(createRandom(5), { operators, coordinators, flagged, now: NOW })).toEqual(plans);
  });

  it('give every flagged person one open callback and no one else any', () => {
    expect(open.map((plan) => plan.abiturientId).sort()).toEqual(flagged.map((person) => person.id).sort());
    const flaggedIds = new Set(flagged.map((person) => person.id));
    expect(plans.every((plan) => flaggedIds.has(plan.abiturientId))).toBe(true);
  });

  it('fill each operator\'s next two weeks with 3-8 a working day in Moscow office hours, never on a Sunday, one or two overdue today', () => {
    const today = moscowDay(NOW);
    for (const operator of operators) {
      const theirs = open.filter((plan) => plan.ownerId === operator.id);
      const overdue = theirs.filter((plan) => plan.dueAt.getTime() < NOW);
      expect(overdue.length).toBeGreaterThanOrEqual(1);
      expect(overdue.length).toBeLessThanOrEqual(2);
      expect(overdue.every((plan) => moscowDay(plan.dueAt.getTime()) === today)).toBe(true);
      for (let day = today + 1; day <= today + CALLBACK_DAYS_AHEAD; day += 1) {
        const n = theirs.filter((plan) => moscowDay(plan.dueAt.getTime()) === day).length;
        if (isMoscowSunday(new Date(day * DAY_MS))) expect(n).toBe(0);
        else expect(n, `day ${day}`).toBeGreaterThanOrEqual(3);
        expect(n).toBeLessThanOrEqual(8);
      }
    }
    for (const plan of plans) {
      expect(isMoscowSunday(plan.dueAt)).toBe(false);
      expect(moscowHour(plan.dueAt)).toBeGreaterThanOrEqual(9);
      expect(moscowHour(plan.dueAt)).toBeLessThan(18);
    }
    // The people the operators' slots leave are the coordinator's: none overdue, some later today.
    const coordinator = open.filter((plan) => plan.ownerId === 7);
    expect(coordinator.every((plan) => plan.dueAt.getTime() > NOW)).toBe(true);
    expect(coordinator.some((plan) => moscowDay(plan.dueAt.getTime()) === today)).toBe(true);
    expect(coordinator.every((plan) => moscowDay(plan.dueAt.getTime()) <= today + CALLBACK_DAYS_AHEAD + 2)).toBe(true);
  });

  it('close some in the past two weeks, done with the call that made it, for people the operator still has open', () => {
    const closed = plans.filter((plan) => plan.status !== 'open');
    expect(closed.filter((plan) => plan.status === 'done').length).toBeGreaterThan(closed.filter((plan) => plan.status === 'canceled').length);
    expect(closed.some((plan) => plan.status === 'canceled')).toBe(true);
    for (const plan of closed) {
      expect(plan.dueAt.getTime()).toBeLessThan(NOW);
      expect(plan.dueAt.getTime()).toBeGreaterThan(NOW - (CLOSED_DAYS_BACK + 1) * DAY_MS);
      expect(open.some((other) => other.abiturientId === plan.abiturientId && other.ownerId === plan.ownerId)).toBe(true);
      if (plan.status === 'done') {
        expect(plan.doneAt?.getTime()).toBeGreaterThanOrEqual(plan.dueAt.getTime());
        expect(plan.call).toMatchObject({ type: 'outcall', result: '1', authorId: plan.ownerId, occurredAt: plan.doneAt });
      } else {
        expect(plan.doneAt).toBeNull();
        expect(plan.call).toBeNull();
      }
    }
  });

  it('come with the callbackScheduled entry that booked them, by their owner, after the record was added and before now', () => {
    const added = new Map(flagged.map((person) => [person.id, person.createdAt]));
    for (const plan of plans) {
      expect(plan.booking).toMatchObject({ type: 'callbackScheduled', authorId: plan.ownerId, actionData: { callbackAt: plan.dueAt.toISOString() }, occurredAt: plan.createdAt });
      expect(plan.createdAt.getTime()).toBeLessThan(NOW);
      expect(plan.createdAt.getTime()).toBeGreaterThan(added.get(plan.abiturientId) as number);
    }
  });
});

describe('the demo letters', () => {
  const people = Array.from({ length: 50 }, (_, i) => ({ abiturientId: i + 1, email: `pupil${i}@mail.ru`, lastName: 'Иванова', firstName: 'Анна', middleName: null, createdAt: NOW - 90 * DAY_MS }));
  const senders = [{ ...operators[0], email: 'i.sokolova@college.example' }] as [{ id: number; fullName: string; email: string }];
  const letters = planLetters(createRandom(3), { people, senders, now: NOW, count: 400 }, (recipient, sender, at) => ({ subject: 'Тема', body: `${recipient.firstName} ${sender.fullName} ${at.toISOString()}` }));

  it('are mostly done, with some in each of fail, block, wait, decline and pending', () => {
    const count = (status: string) => letters.filter((letter) => letter.status === status).length;
    expect(count('done')).toBeGreaterThan(letters.length / 2);
    for (const status of ['fail', 'block', 'wait', 'decline', 'pending']) expect(count(status), status).toBeGreaterThan(0);
    expect(letters.every((letter) => LETTER_STATUSES.some((entry) => entry.value === letter.status))).toBe(true);
  });

  it('carry the fields their status has after the mailer\'s moves', () => {
    for (const letter of letters) {
      const created = letter.createdAt.getTime();
      expect(created).toBeLessThan(NOW);
      expect(created).toBeGreaterThan(NOW - (LETTER_DAYS_BACK + 1) * DAY_MS);
      switch (letter.status) {
        case 'done':
          expect(letter.sentAt?.getTime()).toBeGreaterThanOrEqual(created);
          expect(letter).toMatchObject({ lastError: null, nextAttemptAt: null });
          expect(letter.attempts).toBeGreaterThanOrEqual(1);
          break;
        case 'wait':
          expect(letter.nextAttemptAt?.getTime()).toBeGreaterThan(NOW);
          expect(letter.lastError).toMatch(/\S/);
          expect(letter.attempts).toBeLessThan(MAX_ATTEMPTS);
          break;
        case 'fail':
          expect(letter).toMatchObject({ attempts: MAX_ATTEMPTS, sentAt: null, nextAttemptAt: null });
          expect(letter.lastError).toMatch(/\S/);
          break;
        case 'block':
          expect(letter.lastError).toMatch(/\b5\d\d\b/);
          expect(letter).toMatchObject({ sentAt: null, nextAttemptAt: null });
          break;
        case 'pending':
          expect(letter).toMatchObject({ attempts: 0, sentAt: null, lastError: null });
          expect(letter.nextAttemptAt?.getTime()).toBe(created);
          break;
        default:
          expect(letter).toMatchObject({ status: 'decline', sentAt: null, nextAttemptAt: null });
      }
      // Staff may act on it as on any letter of its status: resend the finished, decline the waiting.
      expect(allowedLetterEvents(letter.status).length).toBeGreaterThan(0);
    }
  });

  it('go to the applicants\' addresses under .example, with the sendEMail entry the call card writes', () => {
    expect(demoRecipient('anna.petrova12@yandex.ru')).toBe('anna.petrova12@yandex.example');
    for (const letter of letters) {
      expect(letter.to).toMatch(/@[a-z]+\.example$/);
      expect(letter.entry).toMatchObject({ type: 'sendEMail', authorId: letter.sender.id, actionData: { template: 'CallCenterDefault', email: letter.to, subject: letter.subject }, occurredAt: letter.createdAt });
    }
  });
});
