import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@abitura/sdk';
import { fail, ok, respondWith, TEST_SESSION } from '@abitura/ui/testing';
import type { Responder } from '@abitura/ui/testing';
import { renderInApp } from '../../../testing/renderStaff.js';
import HomePage from '../HomePage.js';
import type { ContingentOverview } from '../sources.js';

const HOME_ROUTE = ROUTES.find((route) => route.name === 'home')!;

const OVERVIEW: ContingentOverview = {
  mine: { total: 57, byStatus: { not_processed: 21, in_progress: 30, work_end: 2, work_done: 3, process_not_need: 1 }, recall: 4 },
  all: { total: 5000, byStatus: { not_processed: 2100, in_progress: 1700, work_end: 400, work_done: 700, process_not_need: 100 }, recall: 480, unassigned: 1234 },
};

function renderHome(options: { respond?: Responder; language?: 'ru' | 'ar' } = {}) {
  const { respond = respondWith({ 'Abiturient/Overview': () => ok(OVERVIEW) }), language = 'ru' } = options;
  return renderInApp(<HomePage route={HOME_ROUTE} params={{}} />, { session: { ...TEST_SESSION, ability: [{ viewHomepage: true, viewContingent: true }] }, respond, prefs: { language } });
}

const links = (element: HTMLElement) => within(element).getAllByRole('link').map((link) => [link.textContent?.replace(/\u00a0/g, ' '), link.getAttribute('href')]);

describe('ContingentTile', () => {
  it("shows the caller's applicants by what is left to do and everyone's, each count opening the list filtered to it", async () => {
    const { requests } = renderHome();
    const tile = screen.getByRole('region', { name: 'Контингент' });
    expect((await within(tile).findByText('Мои абитуриенты')).nextElementSibling?.textContent).toBe('57');
    expect(links(tile)).toEqual([
      ['Ожидает обработки 21', '/newcontingent/list?processing_status=not_processed&curator=me'],
      ['В работе 30', '/newcontingent/list?processing_status=in_progress&curator=me'],
      ['Нужно перезвонить 4', '/newcontingent/list?curator=me&flags=recall'],
      ['Обработаны 6', '/newcontingent/list?processing_status=work_done&processing_status=work_end&processing_status=process_not_need&curator=me'],
      ['Всего 5 000', '/newcontingent/list'],
      ['Ожидает обработки 2 100', '/newcontingent/list?processing_status=not_processed'],
      ['Без куратора 1 234', '/newcontingent/list?curator=none'],
      ['Нужно перезвонить 480', '/newcontingent/list?flags=recall'],
      ['Открыть общий список', '/newcontingent/list'],
    ]);
    expect(within(tile).getByRole('heading', { level: 3, name: 'Весь контингент' })).toBeTruthy();
    expect(requests.map((envelope) => [envelope.action, envelope.params])).toEqual([['Abiturient/Overview', {}]]);
  });

  it('says so when nobody is assigned to the caller, and still shows everyone', async () => {
    renderHome({ respond: respondWith({ 'Abiturient/Overview': () => ok({ ...OVERVIEW, mine: { total: 0, byStatus: { not_processed: 0, in_progress: 0, work_end: 0, work_done: 0, process_not_need: 0 }, recall: 0 } }) }) });
    const tile = screen.getByRole('region', { name: 'Контингент' });
    expect(await within(tile).findByText('За вами пока не закреплён ни один абитуриент.')).toBeTruthy();
    expect(within(tile).queryByText('Мои абитуриенты')).toBeNull();
    expect(within(tile).getByRole('link', { name: /Без куратора/ })).toBeTruthy();
  });

  it('says when the counts could not be loaded, and renders in Arabic', async () => {
    renderHome({ respond: respondWith({ 'Abiturient/Overview': () => fail('INTERNAL', 'Сбой') }) });
    expect(await within(screen.getByRole('region', { name: 'Контингент' })).findByText('Не удалось загрузить данные. Повторите попытку позже.')).toBeTruthy();
    renderHome({ language: 'ar' });
    const tile = screen.getByRole('region', { name: 'المتقدمون' });
    expect(await within(tile).findByText('المتقدمون التابعون لي')).toBeTruthy();
  });
});
