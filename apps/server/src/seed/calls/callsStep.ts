/**
 * Demo step: the call centre's working state — the callbacks in the operators' calendars and the
 * coordinators' (calls/callbackPlans.ts) with the timeline entries that booked and made them, and
 * a month of letters in the outbox (calls/letterPlans.ts) written from the CallCenterDefault
 * template with their sendEMail entries. It runs after the contingent step and reads what that
 * wrote (the applicants marked «Нужно перезвонить», those with an e-mail); the applicants' last
 * contact moves up to the newest entry written here. A few hundred rows a size unit.
 */
import { and, asc, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { abiturientInteractions, abiturients, callbacks, mailOutbox } from '../../db/schema/index.js';
import { CALL_LETTER_KIND } from '../../domain/calls/createCallInteraction.js';
import { activeTemplateFor } from '../../domain/emailTemplates/templateRows.js';
import { checkedDraft, letterValues, renderDraft } from '../../domain/emailTemplates/templateValues.js';
import { DAY_MS } from '@abitura/contracts/moscowTime';
import type { InteractionPlan, StaffRef } from '../contingent/contingentWorld.js';
import { insertJsonRows } from '../contingent/jsonInsert.js';
import type { DemoState, DemoStep } from '../demoStep.js';
import { planCallbacks } from './callbackPlans.js';
import { LETTERS_PER_SIZE, planLetters, type Sender } from './letterPlans.js';

/** Whose calendars get filled: the call centre's, then the coordinating roles' (they hold viewInteractionCalendar). */
const OPERATOR_ROLE = 'Оператор колл-центра';
const COORDINATOR_ROLES = new Set(['Куратор', 'Сопровождающий']);
/** The template the call centre's letters are written from (SPEC section 3). */
const LETTER_TEMPLATE = 'CallCenterDefault';

function staffOf(state: DemoState, pick: (role: string) => boolean): Sender[] {
  return state.users.filter((user) => user.status === 'active' && pick(user.role)).map((user) => ({ id: user.id, fullName: user.fullName, email: user.email }));
}

const interactionRow = (abiturientId: number, entry: InteractionPlan) => ({ abiturientId, ...entry, createdAt: entry.occurredAt });

/** Moves each applicant's last contact up to the newest entry given, as recordInteraction does. */
async function touchLastContact(db: Db, entries: ReadonlyArray<{ abiturientId: number; occurredAt: Date }>): Promise<void> {
  const newest = new Map<number, number>();
  for (const entry of entries) newest.set(entry.abiturientId, Math.max(newest.get(entry.abiturientId) ?? 0, entry.occurredAt.getTime()));
  if (newest.size === 0) return;
  const json = JSON.stringify([...newest].map(([id, at]) => ({ id, at: new Date(at).toISOString() })));
  await db.execute(
    sql`update ${abiturients} set last_interaction_at = greatest(${abiturients.lastInteractionAt}, v.at) from json_to_recordset(${json}::json) as v(id int, at timestamptz) where ${abiturients.id} = v.id`,
  );
}

export const callsStep: DemoStep = {
  name: 'calls',
  async run({ db, random, size, state, log }) {
    const started = performance.now();
    const now = Date.now();
    const operators: StaffRef[] = staffOf(state, (role) => role === OPERATOR_ROLE);
    const coordinators: StaffRef[] = staffOf(state, (role) => COORDINATOR_ROLES.has(role));

    const flagged = await db
      .select({ id: abiturients.id, createdAt: abiturients.createdAt })
      .from(abiturients)
      .where(sql`${abiturients.flags} @> '{"recall": true}'::jsonb`)
      .orderBy(asc(abiturients.id));
    const plans = planCallbacks(random.fork('callbacks'), { operators, coordinators, flagged: flagged.map((row) => ({ id: row.id, createdAt: row.createdAt.getTime() })), now });
    const bookingIds = await insertJsonRows(
      db,
      abiturientInteractions,
      plans.map((plan) => interactionRow(plan.abiturientId, plan.booking)),
      'id',
    );
    if (bookingIds.length !== plans.length) throw new Error('demo seed: not every callback booking was written');
    await insertJsonRows(
      db,
      callbacks,
      plans.map((plan, i) => ({ abiturientId: plan.abiturientId, interactionId: bookingIds[i] as number, ownerId: plan.ownerId, dueAt: plan.dueAt, status: plan.status, doneAt: plan.doneAt, createdAt: plan.createdAt })),
    );

    const template = await activeTemplateFor(db, { code: LETTER_TEMPLATE });
    const people = await db
      .select({ abiturientId: abiturients.id, email: abiturients.email, lastName: abiturients.lastName, firstName: abiturients.firstName, middleName: abiturients.middleName, createdAt: abiturients.createdAt })
      .from(abiturients)
      .where(and(isNotNull(abiturients.email), lt(abiturients.createdAt, new Date(now - DAY_MS))))
      .orderBy(asc(abiturients.id));
    const draft = template ? checkedDraft(template) : null;
    const letters =
      draft === null
        ? []
        : planLetters(
            random.fork('letters'),
            { people: people.map((row) => ({ ...row, email: row.email as string, createdAt: row.createdAt.getTime() })), senders: staffOf(state, (role) => role === OPERATOR_ROLE), now, count: LETTERS_PER_SIZE * size },
            (recipient, sender, at) => renderDraft(draft, letterValues(recipient, sender, at)),
          );
    if (draft === null) log.warn({ template: LETTER_TEMPLATE }, 'demo seed: no active call-centre template, the outbox is left empty');
    await insertJsonRows(
      db,
      mailOutbox,
      letters.map((letter) => ({
        to: letter.to,
        subject: letter.subject,
        text: letter.body,
        kind: CALL_LETTER_KIND,
        status: letter.status,
        attempts: letter.attempts,
        lastError: letter.lastError,
        createdAt: letter.createdAt,
        updatedAt: letter.updatedAt,
        sentAt: letter.sentAt,
        nextAttemptAt: letter.nextAttemptAt,
        abiturientId: letter.recipient.abiturientId,
        createdBy: letter.sender.id,
      })),
    );

    const entries = [
      ...plans.flatMap((plan) => (plan.call === null ? [] : [interactionRow(plan.abiturientId, plan.call)])),
      ...letters.map((letter) => interactionRow(letter.recipient.abiturientId, letter.entry)),
    ];
    await insertJsonRows(db, abiturientInteractions, entries);
    await touchLastContact(db, [...plans.map((plan) => ({ abiturientId: plan.abiturientId, occurredAt: plan.booking.occurredAt })), ...entries]);

    const statuses: Record<string, number> = {};
    for (const plan of plans) statuses[`callback.${plan.status}`] = (statuses[`callback.${plan.status}`] ?? 0) + 1;
    for (const letter of letters) statuses[`letter.${letter.status}`] = (statuses[`letter.${letter.status}`] ?? 0) + 1;
    log.info({ ...statuses, ms: Math.round(performance.now() - started) }, 'demo seed: callbacks and letters');
  },
};
