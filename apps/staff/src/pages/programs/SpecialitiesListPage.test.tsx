import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@abitura/ui/testing';
import { COOK_SPECIALITY, IT_DETAIL, IT_SPECIALITY, REGISTRY_ABILITY, renderRegistry } from './testing/fixtures.js';
import { FIRST_LOAD } from '../../testing/renderSignedIn.js';
import { pageOf, paramsOf } from '../../testing/replies.js';

const server = (extra: Parameters<typeof renderRegistry>[1] = {}) => ({
  'Speciality/List': () => ok(pageOf([IT_SPECIALITY, COOK_SPECIALITY])),
  'Speciality/Get': (params: { code: string }) => (params.code === IT_SPECIALITY.code ? ok(IT_DETAIL) : ok({ ...COOK_SPECIALITY, offered_by: [] })),
  ...extra,
});

async function openList(path = '/registry/specialities/list', handlers = server(), ability?: Record<string, boolean>, language?: 'ru' | 'ar') {
  const view = renderRegistry(path, handlers, ability, language ? { language } : {});
  await screen.findByRole('heading', { level: 1 }, FIRST_LOAD);
  return view;
}

describe('SpecialitiesListPage', () => {
  it('shows the specialities with industry, level, qualification and what offers them', async () => {
    await openList();
    const table = await screen.findByRole('table', { name: 'Специальности: 2 записи' });
    expect(screen.getByText('Найдено 2 специальности')).toBeTruthy();
    const it = within(table).getByRole('button', { name: 'Информационные системы и программирование' }).closest('tr') as HTMLElement;
    expect(within(it).getByText('09.02.07')).toBeTruthy();
    expect(await within(it).findByText('Информационные технологии')).toBeTruthy();
    expect(await within(it).findByText('Среднее профессиональное образование')).toBeTruthy();
    expect(within(it).getByText('Программист')).toBeTruthy();
    expect(within(it).getByText('75')).toBeTruthy();
    const cook = within(table).getByRole('button', { name: 'Повар, кондитер' }).closest('tr') as HTMLElement;
    expect(within(cook).getByText('Гостеприимство и сервис')).toBeTruthy();
    expect(within(cook).getByText('не указана')).toBeTruthy();
  });

  it('filters by industry and "offered only", sorts, and keeps it all in the address', async () => {
    const { user, location, requests } = await openList();
    await screen.findByRole('table');
    await user.click(screen.getByRole('combobox', { name: 'Отрасль' }));
    await user.click(await screen.findByRole('option', { name: 'Здравоохранение' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/registry/specialities/list?industry=healthcare'));
    await user.click(screen.getByRole('switch', { name: 'Только преподаваемые' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/registry/specialities/list?industry=healthcare&offered=yes'));
    await user.click(within(screen.getByRole('table')).getByRole('button', { name: 'Колледжей' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/registry/specialities/list?industry=healthcare&offered=yes&sort=colleges'));
    await waitFor(() => expect(paramsOf(requests, 'Speciality/List').at(-1)).toEqual({ industry: 'healthcare', offered: true, sort: 'colleges', direction: 'asc', page: 1, pageSize: 25 }));
  });

  it('restores the filters from the address', async () => {
    const { requests } = await openList('/registry/specialities/list?level=13&offered=yes&page=2');
    await screen.findByRole('table');
    expect(paramsOf(requests, 'Speciality/List')[0]).toEqual({ level: 13, offered: true, sort: 'code', direction: 'asc', page: 2, pageSize: 25 });
    expect((screen.getByRole('switch', { name: 'Только преподаваемые' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Уровень образования' }).textContent).toBe('Профессиональное обучение'));
  });

  it('opens a speciality beside the list with its colleges, their programmes and the links on', async () => {
    const { user, requests } = await openList();
    await user.click(await screen.findByRole('button', { name: 'Информационные системы и программирование' }));
    const panel = await screen.findByRole('dialog', { name: '09.02.07 Информационные системы и программирование' });
    expect(await within(panel).findByText('Преподаёт 1 колледж')).toBeTruthy();
    expect(paramsOf(requests, 'Speciality/Get')).toEqual([{ code: '09.02.07' }]);
    expect(within(panel).getByText('Программ: 2, колледжей: 1, бюджетных мест: 75')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Все программы специальности' }).getAttribute('href')).toBe('/registry/programs/list?speciality=09.02.07');
    const college = within(panel).getByRole('region', { name: 'КС № 54' });
    expect(within(college).getByRole('link', { name: 'КС № 54' }).getAttribute('href')).toBe('/registry/organizations/viewnew/11');
    expect(await within(college).findByText('Центральный административный округ')).toBeTruthy();
    const programs = within(college).getByRole('table', { name: 'Программы колледжа КС № 54 по специальности' });
    expect(within(programs).getAllByRole('row')).toHaveLength(3);
    expect(within(programs).getByText('2 г. 10 мес.')).toBeTruthy();
    expect(within(college).getByRole('link', { name: 'Открыть в списке программ' }).getAttribute('href')).toBe('/registry/programs/list?organization=11&speciality=09.02.07');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when no college teaches a speciality, opened by a click on its row', async () => {
    const { user } = await openList();
    const row = (await screen.findByRole('button', { name: 'Повар, кондитер' })).closest('tr') as HTMLElement;
    await user.click(await within(row).findByText('Гостеприимство и сервис'));
    const panel = await screen.findByRole('dialog', { name: '43.01.09 Повар, кондитер' });
    expect(await within(panel).findByText('Сейчас эту специальность не преподаёт ни один колледж.')).toBeTruthy();
  });

  it('shows a failed opening with a retry', async () => {
    let refuse = true;
    const { user } = await openList('/registry/specialities/list', server({ 'Speciality/Get': () => (refuse ? fail('INTERNAL', 'Сервер недоступен') : ok(IT_DETAIL)) }));
    await user.click(await screen.findByRole('button', { name: 'Информационные системы и программирование' }));
    const panel = await screen.findByRole('dialog');
    expect((await within(panel).findByRole('alert')).textContent).toContain('Сервер недоступен');
    refuse = false;
    await user.click(within(panel).getByRole('button', { name: 'Повторить' }));
    expect(await within(panel).findByText('Преподаёт 1 колледж')).toBeTruthy();
  });

  it('leaves out the links a user may not follow', async () => {
    const { user } = await openList('/registry/specialities/list', server(), { ...REGISTRY_ABILITY, viewOrganization: false, viewEducationPrograms: false });
    await user.click(await screen.findByRole('button', { name: 'Информационные системы и программирование' }));
    const panel = await screen.findByRole('dialog');
    expect(await within(panel).findByText('Преподаёт 1 колледж')).toBeTruthy();
    expect(within(panel).queryByRole('link')).toBeNull();
  });

  it('offers to reset the filters when nothing matches', async () => {
    const { user, location } = await openList('/registry/specialities/list?search=zz&offered=yes', server({ 'Speciality/List': () => ok(pageOf([])) }));
    expect(await screen.findByText('Ни одной специальности не нашлось')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Сбросить фильтры' })[1] as HTMLElement);
    await waitFor(() => expect(location.history.at(-1)).toBe('/registry/specialities/list'));
  });

  it('renders right to left in Arabic, the panel too', async () => {
    const { user } = await openList('/registry/specialities/list', server(), undefined, 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'التخصصات والمهن' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    await user.click(await screen.findByRole('button', { name: 'Информационные системы и программирование' }));
    const panel = await screen.findByRole('dialog');
    expect(await within(panel).findByText('تُدرِّسه كلية واحدة')).toBeTruthy();
    expect(within(panel).getByText('سنتان 10 أشهر')).toBeTruthy();
  });
});
