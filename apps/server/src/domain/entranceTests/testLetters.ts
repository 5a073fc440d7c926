import type { sendTestLetters } from '@abitura/contracts';
import { DEFAULT_PASS_POINTS, ENTRANCE_TEST_TYPES, entranceTestScoring } from '@abitura/contracts/vocabulary';
import { eq } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/handlerTypes.js';
import { abiturientApplications, abiturients, entranceTestAssignments, entranceTestSessions, organizationBuildings, organizations, users } from '../../db/schema/index.js';
import { enqueueMail } from '../../mail/outbox.js';
import { activeTemplateFor } from '../emailTemplates/templateRows.js';
import { checkedDraft, letterValues, renderDraft, type TestLetterValues } from '../emailTemplates/templateValues.js';
import { foundSession, moscowDateTime, testTypeLabel, type SessionRow } from './sessionViews.js';
import { publishTestChange } from './testEffects.js';

/**
 * Invitations and results of a session as letters: each applicant gets each kind once (the
 * assignment's invited_at and result_sent_at say it went), queued in the outbox in this
 * transaction from the templates EntranceTestInvitation and EntranceTestResult (migration 0014).
 * An applicant without an e-mail is counted, not marked, so a letter goes once one is added.
 */

export const TEST_LETTER_TEMPLATES = { invitation: 'EntranceTestInvitation', result: 'EntranceTestResult' } as const;
export const TEST_LETTER_KINDS = { invitation: 'entrance-test-invitation', result: 'entrance-test-result' } as const;

/** What to bring, by the test's kind. */
const BRING: Record<(typeof ENTRANCE_TEST_TYPES)[number]['kind'], string> = {
  creative: 'паспорт и папку с творческими работами',
  physical: 'паспорт, медицинскую справку о допуске к занятиям физической культурой и спортивную форму',
  psychological: 'паспорт и ручку',
};

const pointsWord = (points: number) => {
  if (!Number.isInteger(points)) return 'балла';
  const tens = points % 100;
  const units = points % 10;
  if (tens >= 11 && tens <= 14) return 'баллов';
  if (units === 1) return 'балл';
  return units >= 2 && units <= 4 ? 'балла' : 'баллов';
};

/** The result in words: points against the pass mark, or passed / failed, or the absence. */
export function resultWords(session: Pick<SessionRow, 'testType' | 'passPoints'>, seat: { attended: boolean | null; passed: boolean | null; points: number | null }): string {
  if (seat.attended === false) return 'вы не явились на испытание, оно не пройдено';
  const verdict = seat.passed ? 'испытание сдано' : 'испытание не сдано';
  if (entranceTestScoring(session.testType) !== 'points' || seat.points === null) return verdict;
  const points = String(seat.points).replace('.', ',');
  return `${points} ${pointsWord(seat.points)} из 100 при проходном ${session.passPoints ?? DEFAULT_PASS_POINTS}: ${verdict}`;
}

export const sendTestLettersHandler: Handler<typeof sendTestLetters> = async ({ session_id, kind }, ctx) => {
  const session = await foundSession(ctx.db, session_id, { lock: true });
  const started = session.startsAt.getTime() <= ctx.now.getTime();
  if (kind === 'invitation' && started) fail('CONFLICT', `Испытание уже началось (${moscowDateTime(session.startsAt)}): приглашения больше не отправляются.`);
  const template = await activeTemplateFor(ctx.db, { code: TEST_LETTER_TEMPLATES[kind] });
  if (!template) fail('CONFLICT', `Нет включённого шаблона письма ${TEST_LETTER_TEMPLATES[kind]}: включите его или создайте в разделе шаблонов писем.`);
  const draft = checkedDraft(template as NonNullable<typeof template>);
  const [place] = await ctx.db
    .select({ college: organizations.name, collegeAddress: organizations.address, address: organizationBuildings.address })
    .from(entranceTestSessions)
    .innerJoin(organizations, eq(organizations.id, entranceTestSessions.collegeId))
    .leftJoin(organizationBuildings, eq(organizationBuildings.id, entranceTestSessions.buildingId))
    .where(eq(entranceTestSessions.id, session.id));
  const address = place?.address ?? place?.collegeAddress ?? 'адрес сообщит приёмная комиссия';
  const kindOfTest = ENTRANCE_TEST_TYPES.find((entry) => entry.id === session.testType)?.kind ?? 'psychological';
  const base: Omit<TestLetterValues, 'testResult'> = {
    testName: testTypeLabel(session.testType),
    testCollege: place?.college ?? '',
    testTime: moscowDateTime(session.startsAt),
    testPlace: session.room ? `${address}, аудитория ${session.room}` : address,
    testBring: BRING[kindOfTest],
  };
  const seats = await ctx.db
    .select({ seat: entranceTestAssignments, person: abiturients })
    .from(entranceTestAssignments)
    .innerJoin(abiturientApplications, eq(abiturientApplications.id, entranceTestAssignments.applicationId))
    .innerJoin(abiturients, eq(abiturients.id, abiturientApplications.abiturientId))
    .where(eq(entranceTestAssignments.sessionId, session.id))
    .orderBy(entranceTestAssignments.id);
  // Results go to those whose attendance is recorded; a session without any is refused.
  const createdBy = ctx.caller.user?.id;
  const due = kind === 'invitation' ? seats : seats.filter(({ seat }) => seat.attended !== null);
  if (kind === 'result' && due.length === 0) fail('CONFLICT', 'В ведомости сессии ещё нет явки и результатов: внесите их, затем отправьте письма.');
  const [operator] = createdBy === undefined ? [] : await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, createdBy));
  const signer = { fullName: ctx.caller.user?.fullName ?? '', email: operator?.email ?? '' };
  let queued = 0;
  let withoutEmail = 0;
  let alreadySent = 0;
  for (const { seat, person } of due) {
    if ((kind === 'invitation' ? seat.invitedAt : seat.resultSentAt) !== null) {
      alreadySent += 1;
      continue;
    }
    const to = person.email?.trim() ?? '';
    if (to === '') {
      withoutEmail += 1;
      continue;
    }
    const points = seat.points === null ? null : Number(seat.points);
    const values = letterValues(person, signer, ctx.now, { ...base, testResult: kind === 'result' ? resultWords(session, { attended: seat.attended, passed: seat.passed, points }) : '' });
    const letter = renderDraft(draft, values);
    await enqueueMail(ctx.db, { to, subject: letter.subject, text: letter.body, kind: TEST_LETTER_KINDS[kind], abiturientId: person.id, ...(createdBy === undefined ? {} : { createdBy }) }, ctx.now);
    await ctx.db
      .update(entranceTestAssignments)
      .set(kind === 'invitation' ? { invitedAt: ctx.now } : { resultSentAt: ctx.now })
      .where(eq(entranceTestAssignments.id, seat.id));
    queued += 1;
  }
  if (queued > 0) {
    await ctx.db
      .update(entranceTestSessions)
      .set(kind === 'invitation' ? { invitationsSentAt: ctx.now } : { resultsSentAt: ctx.now })
      .where(eq(entranceTestSessions.id, session.id));
    await ctx.audit({ action: 'Admission/SendTestLetters', entity: 'testSession', entityId: session.id, after: { kind, queued, without_email: withoutEmail, already_sent: alreadySent } });
    ctx.afterCommit(() => void ctx.services.mailer.flush());
    publishTestChange(ctx, session.seasonId, [session.id]);
  }
  ctx.setMessage(`Писем поставлено в очередь: ${queued}. Без адреса: ${withoutEmail}. Отправлены раньше: ${alreadySent}.`);
  return { queued, without_email: withoutEmail, already_sent: alreadySent };
};
