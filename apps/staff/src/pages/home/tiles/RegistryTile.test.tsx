import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@abitura/sdk';
import { fail, ok, respondWith, TEST_SESSION } from '@abitura/ui/testing';
import type { Responder } from '@abitura/ui/testing';
import { renderInApp } from '../../../testing/renderStaff.js';
import HomePage from '../HomePage.js';
import type { OrganizationsOverview } from '../sources.js';

const HOME_ROUTE = ROUTES.find((route) => route.name === 'home')!;

const OVERVIEW: OrganizationsOverview = {
  items: [],
  total: 1786,
  page: 1,
  pageSize: 5,
  byType: { school: 1604, college: 141, deputy: 11, higher: 30 },
};

function renderHome(options: { ability?: Record<string, unknown>; respond?: Responder; language?: 'ru' | 'ar' } = {}) {
  const { ability = { viewHomepage: true, viewOrganizations: true }, respond = respondWith({ 'Organization/List': () => ok(OVERVIEW) }), language = 'ru' } = options;
  return renderInApp(<HomePage route={HOME_ROUTE} params={{}} />, { session: { ...TEST_SESSION, ability: [ability] }, respond, prefs: { language } });
}

describe('RegistryTile', () => {
  it('shows the organizations by type, each linking to its tab of the list, from the smallest page of the list', async () => {
    const { requests } = renderHome();
    const tile = screen.getByRole('region', { name: 'Реестр' });
    expect((await within(tile).findByText('Организаций в реестре')).nextElementSibling?.textContent).toBe('1\u00a0786');
    expect(within(tile).getAllByRole('link').map((link) => [link.textContent?.replace(/\u00a0/g, ' '), link.getAttribute('href')])).toEqual([
      ['Школы 1 604', '/registry/organizations/list/schools'],
      ['Колледжи 141', '/registry/organizations/list/colleges'],
      ['Ведомства 11', '/registry/organizations/list/deputies'],
      ['Вузы 30', '/registry/organizations/list/higher'],
      ['Все организации', '/registry/organizations/list'],
    ]);
    expect(requests.map((envelope) => [envelope.action, envelope.params])).toEqual([['Organization/List', { pageSize: 5 }]]);
  });

  it('is not shown, and not asked for, without viewOrganizations', () => {
    const { requests } = renderHome({ ability: { viewHomepage: true, viewAccessUsers: true } });
    expect(screen.queryByRole('region', { name: 'Реестр' })).toBeNull();
    expect(requests.filter((envelope) => envelope.action === 'Organization/List')).toEqual([]);
  });

  it('says when the counts could not be loaded', async () => {
    renderHome({ respond: respondWith({ 'Organization/List': () => fail('INTERNAL', 'Сбой') }) });
    const tile = screen.getByRole('region', { name: 'Реестр' });
    expect(await within(tile).findByText('Не удалось загрузить данные. Повторите попытку позже.')).toBeTruthy();
  });

  it('renders in Arabic, right to left', async () => {
    renderHome({ language: 'ar' });
    const tile = screen.getByRole('region', { name: 'السجل' });
    expect(await within(tile).findByRole('link', { name: /الكليات/ })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
