import { describe, expect, it } from 'vitest';
import { MENU, ROUTES, type MenuItem } from '@abitura/sdk';
import { staffMenu } from '../../layouts/staffMenu.js';
import { dayPart } from './greeting.js';
import { quickLinkGroups } from './quickLinks.js';

const page = () => null;

describe('quickLinkGroups', () => {
  it('turns the visible menu into groups of links, without home itself', () => {
    const pages = { home: page, 'access-panel': page, 'access-users-list': page, 'access-permissions': page };
    const menu = staffMenu(pages, ROUTES, [{ viewHomepage: true, viewAccessPanel: true, viewAccessUsers: true }]);
    expect(quickLinkGroups(menu)).toEqual([
      {
        id: 'access',
        title: 'menu.access.title',
        links: [
          { id: 'access-panel', title: 'menu.access.panel', to: '/access/panel' },
          { id: 'access-users', title: 'menu.access.users', to: '/access/users/list' },
        ],
      },
    ]);
  });

  it('is empty when the menu holds only home', () => {
    expect(quickLinkGroups(staffMenu({ home: page }, ROUTES, [{ viewHomepage: true }]))).toEqual([]);
    expect(quickLinkGroups([])).toEqual([]);
  });

  it('gathers loose links first and folds nested groups into their top-level group', () => {
    const menu: MenuItem[] = [
      { id: 'calendar', title: 'menu.interactions.calendar', to: '/interactions/calendar' },
      {
        id: 'outer',
        title: 'menu.registry.title',
        children: [{ id: 'inner', title: 'x', children: [{ id: 'programs', title: 'menu.registry.programs', to: '/registry/programs/list' }] }],
      },
      { id: 'hollow', title: 'menu.queue.title', children: [{ id: 'home-again', title: 'menu.home', to: '/home' }] },
    ];
    expect(quickLinkGroups(menu)).toEqual([
      { id: 'loose', title: null, links: [{ id: 'calendar', title: 'menu.interactions.calendar', to: '/interactions/calendar' }] },
      { id: 'outer', title: 'menu.registry.title', links: [{ id: 'programs', title: 'menu.registry.programs', to: '/registry/programs/list' }] },
    ]);
  });

  it('keeps in step with the SDK menu: every leaf but home becomes a link for an all-powerful user', () => {
    const everything = Object.fromEntries(ROUTES.map((route) => [route.name, page]));
    const ability = [Object.fromEntries(MENU.flatMap((item) => [item, ...(item.children ?? [])]).map((item) => [item.permission ?? 'x', true]))];
    const links = quickLinkGroups(staffMenu(everything, ROUTES, ability)).flatMap((group) => group.links);
    const leaves = MENU.flatMap((item) => item.children ?? [item]).filter((item) => item.to !== '/home');
    expect(links.map((link) => link.id)).toEqual(leaves.map((item) => item.id));
  });
});

describe('dayPart', () => {
  it('greets by the local hour', () => {
    expect([0, 4, 5, 11, 12, 17, 18, 22, 23].map(dayPart)).toEqual(['night', 'night', 'morning', 'morning', 'day', 'day', 'evening', 'evening', 'night']);
  });
});
