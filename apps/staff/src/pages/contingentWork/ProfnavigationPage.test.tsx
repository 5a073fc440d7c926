import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@abitura/ui/testing';
import { FIRST_LOAD } from '../../testing/renderSignedIn.js';
import { pageOf, paramsOf } from '../../testing/replies.js';
import { guidanceApplicant, guidanceHandlers, program, renderWork, WORK_ABILITY } from './testing/fixtures.js';

const OLEG = guidanceApplicant({ id: 5, fullname: 'Кузнецов Олег Иванович', recommendations: 1, intents: ['college_after_9', 'university'] });
const IT = program({ id: 1 });

type Handlers = Parameters<typeof renderWork>[1];

function server(extra: Handlers = {}): Handlers {
  return { ...guidanceHandlers(OLEG, IT), ...extra };
}

async function openGuidance(path = '/newcontingent/list/profnavigaions', handlers: Handlers = server(), ability = WORK_ABILITY) {
  const view = renderWork(path, handlers, ability);
  await screen.findByRole('heading', { level: 1, name: 'Профнавигация' }, FIRST_LOAD);
  const industries = await screen.findByRole('list', { name: 'Отрасли' });
  return { ...view, industries };
}

describe('ProfnavigationPage', () => {
  it('shows all ten industries with their applicants, programmes and colleges', async () => {
    const { industries, requests } = await openGuidance();
    const cards = within(industries).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    await waitFor(() => expect(within(cards[2] as HTMLElement).getByRole('button', { name: 'Информационные технологии' })).toBeTruthy());
    expect(within(cards[2] as HTMLElement).getByText('Абитуриентов: 98')).toBeTruthy();
    expect(within(cards[2] as HTMLElement).getByText('Программ: 12, колледжей: 3')).toBeTruthy();
    expect(paramsOf(requests, 'Profnavigation/Summary')).toEqual([{}]);
    expect(paramsOf(requests, 'Profnavigation/Applicants')).toEqual([]);
    expect(screen.getByText('Выберите отрасль, чтобы увидеть её абитуриентов и программы.')).toBeTruthy();
  });

  it('narrows the counts by an intent, each intent naming how many hold it', async () => {
    const { user, location, requests } = await openGuidance();
    await user.click(screen.getByRole('combobox', { name: 'Намерение' }));
    await user.click(await screen.findByRole('option', { name: 'Поступить в колледж после 9 класса (420)' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/newcontingent/list/profnavigaions?intent=college_after_9'));
    await waitFor(() => expect(paramsOf(requests, 'Profnavigation/Summary').at(-1)).toEqual({ intent: 'college_after_9' }));
  });

  it('choosing an industry shows its applicants and the programmes it leads to', async () => {
    const { user, industries, location, requests } = await openGuidance();
    const it = await within(industries).findByRole('button', { name: 'Информационные технологии' });
    expect(it.getAttribute('aria-pressed')).toBe('false');
    await user.click(it);
    await waitFor(() => expect(location.history.at(-1)).toBe('/newcontingent/list/profnavigaions?industry=it'));
    expect(within(industries).getByRole('button', { name: 'Информационные технологии' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: 'Информационные технологии' })).toBeTruthy();
    const applicants = await screen.findByRole('table', { name: 'Абитуриенты отрасли «Информационные технологии»: 1' });
    const row = within(applicants).getByRole('link', { name: OLEG.fullname }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Школа № 1234 · 9 класс')).toBeTruthy();
    expect(within(row).getByText('Поступить в вуз')).toBeTruthy();
    const programs = await screen.findByRole('table', { name: 'Программы отрасли «Информационные технологии»: 1' });
    const programRow = within(programs).getByRole('rowheader', { name: IT.name }).closest('tr') as HTMLElement;
    expect(within(programRow).getByText(IT.code)).toBeTruthy();
    expect(within(programRow).getByText('КС № 54')).toBeTruthy();
    expect(within(programRow).getByText('Очная')).toBeTruthy();
    expect(within(programRow).getByText('50 / 10')).toBeTruthy();
    expect(paramsOf(requests, 'Profnavigation/Programs')).toEqual([{ industry: 'it', sort: 'code', direction: 'asc', page: 1, pageSize: 10 }]);
    await user.click(screen.getByRole('button', { name: 'Все отрасли' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/newcontingent/list/profnavigaions'));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('records a recommendation of a programme, says so, and counts it on the applicant', async () => {
    const { user, requests } = await openGuidance('/newcontingent/list/profnavigaions?industry=it');
    const applicants = await screen.findByRole('table', { name: /Абитуриенты отрасли/ });
    const row = () => within(applicants).getByRole('link', { name: OLEG.fullname }).closest('tr') as HTMLElement;
    expect(within(row()).getByRole('cell', { name: '1' })).toBeTruthy();
    await user.click(within(row()).getByRole('button', { name: `Рекомендовать абитуриенту ${OLEG.fullname}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Рекомендация по профнавигации' });
    expect(within(dialog).getByText(`Абитуриент: ${OLEG.fullname}. Отрасль: Информационные технологии.`)).toBeTruthy();
    await user.click(within(dialog).getByRole('combobox', { name: 'Программа' }));
    await user.click(await screen.findByRole('option', { name: `${IT.code} — ${IT.name}, КС № 54` }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Комментарий' }), 'Любит программировать');
    await user.click(within(dialog).getByRole('button', { name: 'Записать рекомендацию' }));
    expect(await screen.findByText(`Рекомендация записана: ${OLEG.fullname} — ${IT.name}`)).toBeTruthy();
    expect(paramsOf(requests, 'Interaction/Create')).toEqual([
      { id: OLEG.id, type: 'profRecommendation', OID: String(IT.id), action_data: { industry: 'it', program: IT.id, programName: IT.name, comment: 'Любит программировать' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(row()).getByRole('cell', { name: '2' })).toBeTruthy());
  });

  it('keeps the dialog open with the server’s reason when recording fails', async () => {
    const { user } = await openGuidance('/newcontingent/list/profnavigaions?industry=it', server({ 'Interaction/Create': () => fail('ACCESS_DENIED', 'Недостаточно прав для записи взаимодействий') }));
    const applicants = await screen.findByRole('table', { name: /Абитуриенты отрасли/ });
    await user.click(within(applicants).getByRole('button', { name: /Рекомендовать/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Комментарий' }), 'Отрасль в целом');
    await user.click(within(dialog).getByRole('button', { name: 'Записать рекомендацию' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Недостаточно прав для записи взаимодействий');
    expect((within(dialog).getByRole('textbox', { name: 'Комментарий' }) as HTMLTextAreaElement).value).toBe('Отрасль в целом');
  });

  it('offers no recommending without the right to record interactions', async () => {
    await openGuidance('/newcontingent/list/profnavigaions?industry=it', server(), { ...WORK_ABILITY, manageInteractions: false });
    await screen.findByRole('table', { name: /Абитуриенты отрасли/ });
    expect(screen.queryByRole('button', { name: /Рекомендовать/ })).toBeNull();
  });

  it('says when an industry has no applicants or programmes yet', async () => {
    await openGuidance('/newcontingent/list/profnavigaions?industry=transport', server({ 'Profnavigation/Applicants': () => ok(pageOf([])), 'Profnavigation/Programs': () => ok(pageOf([])) }));
    expect(await screen.findByText('Отраслью «Транспорт» пока никто не интересуется')).toBeTruthy();
    expect(await screen.findByText('Программ этой отрасли пока нет')).toBeTruthy();
  });
});
