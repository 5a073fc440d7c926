import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { schoolYearEnd } from '@abitura/contracts/vocabulary';
import { formatDisplayDateTime } from '@abitura/ui';
import { fail, ok } from '@abitura/ui/testing';
import { FIRST_LOAD } from '../../testing/renderSignedIn.js';
import { paramsOf } from '../../testing/replies.js';
import { APPLICANT, READER_ABILITY, applicantRecord } from './testing/fixtures.js';
import { renderApplicant } from './testing/renderApplicant.js';

type Handlers = Parameters<typeof renderApplicant>[1];

const HISTORY = {
  items: [
    {
      id: 3,
      at: '2025-09-02T09:15:00.000Z',
      actor: { id: 1, name: 'Администратор Системы' },
      action: 'update',
      changes: [
        { field: 'grade', before: 'SCH9', after: 'SCH11' },
        { field: 'flags.recall', before: false, after: true },
        { field: 'phones', before: [], after: ['+79161234567'] },
        { field: 'curator_id', before: 7, after: 9, names: { after: 'Петрова Ольга' } },
      ],
    },
    { id: 2, at: '2025-03-01T09:00:00.000Z', actor: null, action: 'interaction', changes: [{ field: 'processing_status', before: 'not_processed', after: 'in_progress' }] },
  ],
  total: 2,
  page: 1,
  pageSize: 10,
};

async function openProfile(handlers: Handlers = {}, ability?: Record<string, boolean>) {
  const view = renderApplicant('/newcontingent/view/501/profile', { 'Abiturient/GetAbiturient': () => ok(APPLICANT), 'Abiturient/History': () => ok(HISTORY), ...handlers }, ability);
  await screen.findByRole('heading', { level: 1, name: APPLICANT.fullname }, FIRST_LOAD);
  return view;
}

describe('ProfileTab', () => {
  it('names the checks the system runs, and a flag of a past campaign as such', async () => {
    await openProfile({
      'Abiturient/GetAbiturient': () => ok(applicantRecord({ check_results: { fgis: 1, mesh: 0, mosru: null, gosuslugi: 1 }, flags: { ...APPLICANT.flags, active_24: true }, tags: ['prkom2024'] })),
    });
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('ФГИС «Контингент»').nextElementSibling?.textContent).toBe('Подтверждено');
    expect(within(panel).getByText('Московская электронная школа (МЭШ)').nextElementSibling?.textContent).toBe('Не подтверждено');
    expect(within(panel).getByText('Заявление на mos.ru').nextElementSibling?.textContent).toBe('Нет сведений');
    // A check someone added under a name of their own keeps it.
    expect(within(panel).getByText('gosuslugi')).toBeTruthy();
    for (const code of ['fgis', 'mesh', 'mosru']) expect(within(panel).queryByText(code)).toBeNull();
    // The record is read in late 2026: the 2024 campaign is a past one.
    expect(within(panel).getByText(`Активен в приёмной кампании 2024${schoolYearEnd(Date.now()) > 2024 ? ' (прошедший сезон)' : ''}`)).toBeTruthy();
  });

  it('shows every part of the record, the checks, the consent and the questionnaire', async () => {
    await openProfile({ 'Abiturient/GetAbiturient': () => ok(applicantRecord({ survey_answers: [{ question: 'Какая профессия интересна?', answer: 'Программист' }] })) });
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Личные данные' })).toBeTruthy();
    expect(within(panel).getByText('112-233-445 95')).toBeTruthy();
    expect(within(panel).getByText('25 (2024/2025)')).toBeTruthy();
    expect(within(panel).getByText('ЦАО · Центральный административный округ')).toBeTruthy();
    expect(within(panel).getByText('Арбатская')).toBeTruthy();
    expect(within(panel).getByText('Волонтёрская (добровольческая) деятельность')).toBeTruthy();
    expect(within(panel).getByRole('row', { name: /Всего баллов/ }).textContent).toContain('3');
    expect(within(panel).getByText('gosuslugi').nextElementSibling?.textContent).toBe('Подтверждено');
    expect(within(panel).getByText('fns').nextElementSibling?.textContent).toBe('Не подтверждено');
    expect(within(panel).getByText('Законный представитель: Смирнов Игорь Петрович')).toBeTruthy();
    expect(within(panel).getByText(formatDisplayDateTime(APPLICANT.consent!.at))).toBeTruthy();
    expect(within(panel).getByText('Какая профессия интересна?').nextElementSibling?.textContent).toBe('Программист');
  });

  it('lists the history with who, when, each field before and after', async () => {
    const { requests } = await openProfile();
    const table = await screen.findByRole('table', { name: 'История изменений записи, сначала новые' });
    expect(paramsOf(requests, 'Abiturient/History')).toEqual([{ id: 501, page: 1, pageSize: 10 }]);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Администратор Системы');
    expect(rows[1]?.textContent).toContain('Класс: 9 класс → стало 11 класс');
    expect(rows[1]?.textContent).toContain('Отметки: Нужно перезвонить: нет → стало да');
    expect(rows[1]?.textContent).toContain('Телефоны: — → стало +7 (916) 123-45-67');
    // A curator by name; one whose account is gone keeps only its number.
    expect(rows[1]?.textContent).toContain('№ 7 → стало Петрова Ольга');
    expect(rows[2]?.textContent).toContain('Система');
    expect(rows[2]?.textContent).toContain('Статус обработки: Ожидает обработки → стало В работе');
  });

  it('edits the record, sending only what changed, and shows the saved record', async () => {
    const { user, requests } = await openProfile({ 'Abiturient/Update': () => ok(applicantRecord({ middle_name: 'Ивановна', fullname: 'Смирнова Анна Ивановна' })) });
    await user.click(screen.getByRole('button', { name: 'Изменить' }));
    const form = await screen.findByRole('form', { name: 'Изменение данных абитуриента' });
    const middle = within(form).getByRole('textbox', { name: 'Отчество' });
    await user.clear(middle);
    await user.type(middle, 'Ивановна');
    await user.click(within(form).getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Изменения сохранены.')).toBeTruthy();
    expect(paramsOf(requests, 'Abiturient/Update')).toEqual([{ id: 501, data: { middle_name: 'Ивановна' } }]);
    expect(screen.queryByRole('form', { name: 'Изменение данных абитуриента' })).toBeNull();
  });

  it('keeps what was typed and shows the server’s objection on its field', async () => {
    const { user } = await openProfile({
      'Abiturient/Update': () => ({ ...fail('INVALID_PARAMS', 'Проверьте данные'), issues: [{ path: 'data.email', message: 'Этот адрес уже записан у другого абитуриента' }] }),
    });
    await user.click(screen.getByRole('button', { name: 'Изменить' }));
    const form = await screen.findByRole('form', { name: 'Изменение данных абитуриента' });
    const email = within(form).getByRole('textbox', { name: 'E-mail' });
    await user.clear(email);
    await user.type(email, 'taken@example.ru');
    await user.click(within(form).getByRole('button', { name: 'Сохранить изменения' }));
    expect(await within(form).findByText('Этот адрес уже записан у другого абитуриента')).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe('taken@example.ru');
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  it('closes the edit mode without a request when nothing changed', async () => {
    const { user, requests } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Изменить' }));
    const form = await screen.findByRole('form', { name: 'Изменение данных абитуриента' });
    await user.click(within(form).getByRole('button', { name: 'Сохранить изменения' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Изменение данных абитуриента' })).toBeNull());
    expect(paramsOf(requests, 'Abiturient/Update')).toHaveLength(0);
  });

  it('offers no edit to a reader', async () => {
    await openProfile({}, READER_ABILITY);
    expect(screen.queryByRole('button', { name: 'Изменить' })).toBeNull();
  });
});
