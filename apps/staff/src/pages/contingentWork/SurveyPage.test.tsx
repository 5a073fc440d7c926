import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@abitura/ui/testing';
import { FIRST_LOAD } from '../../testing/renderSignedIn.js';
import { pageOf, paramsOf } from '../../testing/replies.js';
import { renderWork, surveyRow } from './testing/fixtures.js';

const ANNA = surveyRow({ id: 1 });
const BORIS = surveyRow({ id: 2, fullname: 'Борисов Борис Борисович', school: null, grade: null, intents: [], industries: [], answers: [], answered_at: null });

type Handlers = Parameters<typeof renderWork>[1];

async function openSurvey(path = '/newcontingent/list/survey', handlers: Handlers = { 'Abiturient/Survey': () => ok(pageOf([ANNA, BORIS])) }) {
  const view = renderWork(path, handlers);
  await screen.findByRole('heading', { level: 1, name: 'Анкетирование МЭШ' }, FIRST_LOAD);
  return view;
}

describe('SurveyPage', () => {
  it('lists who answered with their intents and industries, and opens a row’s answers', async () => {
    const { user, requests } = await openSurvey();
    const table = await screen.findByRole('table', { name: 'Ответы на анкету, абитуриентов: 2' });
    expect(paramsOf(requests, 'Abiturient/Survey')).toEqual([{ page: 1, pageSize: 25 }]);
    const anna = within(table).getByRole('link', { name: ANNA.fullname }).closest('tr') as HTMLElement;
    expect(within(anna).getByText('Школа № 57 · 9 класс')).toBeTruthy();
    expect(within(anna).getByText('10.03.2025 15:30')).toBeTruthy();
    await waitFor(() => expect(within(anna).getByText('Поступить в колледж после 9 класса')).toBeTruthy());
    expect(within(anna).getByText('Информационные технологии')).toBeTruthy();
    expect(within(anna).getByText('Креативные индустрии')).toBeTruthy();
    const show = within(anna).getByRole('button', { name: `Ответов: ${ANNA.answers.length}. Показать ответы: ${ANNA.fullname}` });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Программирование и дизайн')).toBeNull();
    await user.click(show);
    const hide = within(anna).getByRole('button', { name: `Ответов: ${ANNA.answers.length}. Скрыть ответы: ${ANNA.fullname}` });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    const answers = screen.getByRole('region', { name: `Ответы абитуриента ${ANNA.fullname}` });
    expect(hide.getAttribute('aria-controls')).toBe(answers.id);
    expect(within(answers).getByText('Какая сфера вам интересна?')).toBeTruthy();
    expect(within(answers).getByText('Программирование и дизайн')).toBeTruthy();
    await user.click(hide);
    expect(screen.queryByText('Программирование и дизайн')).toBeNull();
    const boris = within(table).getByRole('link', { name: BORIS.fullname }).closest('tr') as HTMLElement;
    expect(within(boris).getByText('ответов нет')).toBeTruthy();
    expect(within(boris).getByText('школа не указана')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Раскрыть все ответы' }));
    expect(screen.getByText('Программирование и дизайн')).toBeTruthy();
  });

  it('filters by intent and industry through the address', async () => {
    const { user, location, requests } = await openSurvey('/newcontingent/list/survey?industry=it');
    await screen.findByRole('table');
    await user.click(screen.getByRole('combobox', { name: 'Намерение' }));
    await user.click(await screen.findByRole('option', { name: 'Поступить в вуз' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/newcontingent/list/survey?intent=university&industry=it'));
    await waitFor(() => expect(paramsOf(requests, 'Abiturient/Survey').at(-1)).toEqual({ intent: 'university', industry: 'it', page: 1, pageSize: 25 }));
  });

  it('says when no name contains the search and similar names are listed, closest first', async () => {
    await openSurvey('/newcontingent/list/survey?search=%D0%B1%D0%BE%D1%80%D0%B8%D1%81%D0%B2', { 'Abiturient/Survey': () => ok({ ...pageOf([BORIS]), similarNames: true }) });
    expect(await screen.findByText('Ни одно имя не содержит «борисв»: показаны похожие имена, самые похожие — первыми. Проверьте, нет ли опечатки.')).toBeTruthy();
  });

  it('says when nobody has answered yet', async () => {
    await openSurvey('/newcontingent/list/survey', { 'Abiturient/Survey': () => ok(pageOf([])) });
    expect(await screen.findByText('Анкет пока нет')).toBeTruthy();
  });

  it('offers to reset a filter that matches nothing, and shows a failure with a retry', async () => {
    let calls = 0;
    const { user } = await openSurvey('/newcontingent/list/survey?search=zz', { 'Abiturient/Survey': () => (++calls === 1 ? fail('INTERNAL', 'Сбой сервера') : ok(pageOf([]))) });
    expect((await screen.findByRole('alert')).textContent).toContain('Сбой сервера');
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Ни одной анкеты не нашлось')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Сбросить фильтры' }).length).toBeGreaterThan(0);
  });
});
