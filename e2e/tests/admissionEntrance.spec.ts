/**
 * Entrance tests (/admission/entrance): for an application the worklist reports as not assigned
 * to its test, a new session of its college and test type is created, the applicant assigned to it
 * by hand, their attendance and result recorded and saved; the session's counts follow. The page
 * once more in Arabic (right to left).
 */
import { application, currentSeasonId, findings, expectAccessibleLive } from '../src/admission.js';
import type { ApiSession } from '../src/api.js';
import { expect, signedInAsAdmin, test } from '../src/fixtures.js';
import { screenshot } from '../src/screenshots.js';
import { t } from '../src/texts.js';
import { dismissNotices, expectDocumentLanguage, expectLoaded, expectRoutePage, mainHeading } from '../src/ui.js';

test.use(signedInAsAdmin);

const ROUTE = 'admission-entrance';

interface SessionRow {
  id: number;
  starts_at: string;
  college: { id: number };
  test_type: number;
  assigned: number;
  attended: number;
  results: number;
  capacity: number;
}

/** An application waiting for a session of its test (a TEST_MISSING finding of the unassigned kind). */
async function unassignedCandidate(api: ApiSession, seasonId: number) {
  const { items } = await findings(api, seasonId, 'TEST_MISSING', 100);
  const finding = items.find((item) => item.values['state'] === 'unassigned' && item.application_id !== null);
  if (!finding) throw new Error('the demo worklist has no application waiting to be assigned to its test');
  const row = await application(api, finding.application_id as number);
  if (row.group.test_type === null || row.group.test_type === undefined) throw new Error(`application ${row.id} has no test`);
  return { applicationId: row.id, name: row.applicant.fullname, collegeId: row.group.college.id, testType: row.group.test_type };
}

/** A weekday of the season's test weeks at 10:30 when the college has no session yet (dd.mm.yyyy). */
async function freeDay(api: ApiSession, seasonId: number, collegeId: number): Promise<{ date: string; day: string }> {
  const sessions = await api.call<SessionRow[]>('Admission/ListTestSessions', { season_id: seasonId, college_id: collegeId });
  for (let day = 6; day <= 31; day += 1) {
    const iso = `2026-07-${String(day).padStart(2, '0')}`;
    const weekday = new Date(`${iso}T12:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    if (sessions.some((session) => session.starts_at.startsWith(iso))) continue;
    return { date: iso.split('-').reverse().join('.'), day: iso };
  }
  throw new Error(`college ${collegeId} has sessions on every weekday of July`);
}

test('creates a session, assigns an applicant by hand, records attendance and the result, and the counts follow', async ({ page, adminApi }) => {
  const seasonId = await currentSeasonId(adminApi);
  const candidate = await unassignedCandidate(adminApi, seasonId);
  const { date, day } = await freeDay(adminApi, seasonId, candidate.collegeId);
  const scoring = candidate.testType === 5399582 ? 'points' : 'pass_fail';

  await page.goto(`/admission/entrance?college=${candidate.collegeId}&type=${candidate.testType}`);
  await expectRoutePage(page, ROUTE);
  await expect(mainHeading(page)).toHaveText(t('ru', 'admissionEntrance:title'));
  await expect(page.getByRole('table')).toBeVisible();
  await screenshot(page, 'admission-entrance');
  await expectAccessibleLive(page, 'the sessions of a college');

  await page.getByRole('button', { name: t('ru', 'admissionEntrance:list.create'), exact: true }).click();
  const form = page.getByRole('dialog', { name: t('ru', 'admissionEntrance:form.createTitle') });
  await form.getByRole('textbox', { name: t('ru', 'inputs:dateTime.date'), exact: true }).fill(date);
  await form.getByRole('textbox', { name: t('ru', 'inputs:dateTime.time'), exact: true }).fill('10:30');
  await form.getByRole('textbox', { name: t('ru', 'admissionEntrance:fields.room'), exact: true }).fill('ауд. 214');
  await expectAccessibleLive(page, 'the new session form');
  await form.getByRole('button', { name: t('ru', 'admissionEntrance:form.create'), exact: true }).click();
  await expect(form).toBeHidden();

  const sessions = await adminApi.call<SessionRow[]>('Admission/ListTestSessions', { season_id: seasonId, college_id: candidate.collegeId });
  const session = sessions.find((item) => item.starts_at.startsWith(day) && item.test_type === candidate.testType) as SessionRow;
  expect(session, 'the new session on the server').toBeTruthy();
  expect(session.assigned).toBe(0);

  // Open it from the list (unless saving opened it already).
  const title = page.getByRole('heading', { level: 2, name: new RegExp(date.replace(/\./g, '\\.')) });
  if (!(await title.isVisible())) await page.getByRole('button', { name: new RegExp(`^${t('ru', 'admissionEntrance:list.openLabel', { when: '' })}${date.replace(/\./g, '\\.')}`) }).click();
  await expect(title).toBeVisible();
  await expect(page.getByText(t('ru', 'admissionEntrance:session.empty'))).toBeVisible();

  // Assign the applicant by hand.
  await page.getByRole('button', { name: t('ru', 'admissionEntrance:session.assign'), exact: true }).click();
  const assign = page.getByRole('dialog', { name: t('ru', 'admissionEntrance:assign.title') });
  await assign.getByRole('textbox', { name: t('ru', 'admissionEntrance:assign.search'), exact: true }).fill(candidate.name);
  const box = assign.getByRole('checkbox', { name: new RegExp(`^${candidate.name}`) }).first();
  await box.check();
  await screenshot(page, 'admission-entrance-assign');
  await expectAccessibleLive(page, 'the assign dialog');
  await assign.getByRole('button', { name: t('ru', 'admissionEntrance:assign.submit', { count: 1 }), exact: true }).click();
  await expect(assign).toBeHidden();
  await expect(page.getByText(t('ru', 'admissionEntrance:assign.done_one', { count: 1 }))).toBeVisible();

  // Attendance and the result, then save.
  await page.getByRole('radiogroup', { name: t('ru', 'admissionEntrance:results.attendanceOf', { name: candidate.name }) }).getByRole('radio', { name: t('ru', 'admissionEntrance:results.came'), exact: true }).check();
  if (scoring === 'points') await page.getByRole('spinbutton', { name: t('ru', 'admissionEntrance:results.pointsOf', { name: candidate.name }) }).fill('78');
  else await page.getByRole('radiogroup', { name: t('ru', 'admissionEntrance:results.resultOf', { name: candidate.name }) }).getByRole('radio', { name: t('ru', 'admissionEntrance:results.passed'), exact: true }).check();
  await expect(page.getByText(t('ru', 'admissionEntrance:results.unsaved_one', { count: 1 }))).toBeVisible();
  // The pointer off the table: a hovered row's shade is not what axe should measure the row's buttons on.
  await page.mouse.move(0, 0);
  await screenshot(page, 'admission-entrance-results');
  await expectAccessibleLive(page, 'the results sheet with an edit');
  await page.getByRole('button', { name: t('ru', 'admissionEntrance:results.save'), exact: true }).click();
  await expect(page.getByText(t('ru', 'admissionEntrance:results.saved_one', { count: 1 }))).toBeVisible();
  await dismissNotices(page);

  // The counts: one assigned, one came, one result, on the list and on the server.
  await page.getByRole('button', { name: t('ru', 'admissionEntrance:session.back') }).click();
  await expectLoaded(page);
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: new RegExp(`^${t('ru', 'admissionEntrance:list.openLabel', { when: '' })}${date.replace(/\./g, '\\.')}`) }) });
  await expect(row).toContainText(t('ru', 'admissionEntrance:list.fill', { assigned: 1, capacity: session.capacity }));
  await expect(row.getByRole('cell').nth(5)).toHaveText('1');
  await expect(row.getByRole('cell').nth(6)).toHaveText('1');
  const after = (await adminApi.call<SessionRow[]>('Admission/ListTestSessions', { season_id: seasonId, college_id: candidate.collegeId })).find((item) => item.id === session.id) as SessionRow;
  expect([after.assigned, after.attended, after.results]).toEqual([1, 1, 1]);
  const filed = await application(adminApi, candidate.applicationId);
  const outcome = (filed as unknown as { test: { outcome: string; session_id: number } }).test;
  expect(outcome.session_id).toBe(session.id);
  expect(outcome.outcome).toBe(scoring === 'points' ? (78 >= (after as unknown as { pass_points: number }).pass_points ? 'passed' : 'failed') : 'passed');
});

test.describe('in Arabic', () => {
  test.use({ language: 'ar' });

  test('shows the sessions and one session right to left', async ({ page }) => {
    await page.goto('/admission/entrance');
    await expectRoutePage(page, ROUTE, 'ar');
    await expectDocumentLanguage(page, 'ar');
    await expect(mainHeading(page)).toHaveText(t('ar', 'admissionEntrance:title'));
    await expectAccessibleLive(page, 'the sessions in Arabic');
    await page.getByRole('button', { name: new RegExp(`^${t('ar', 'admissionEntrance:list.openLabel', { when: '' })}`) }).first().click();
    await expect(page).toHaveURL(/session=\d+/);
    await expectLoaded(page, 'ar');
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    await expectAccessibleLive(page, 'a session in Arabic');
  });
});
