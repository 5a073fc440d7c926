import { describe, expect, it } from 'vitest';
import { ROUTES } from '@abitura/sdk';
import { availableMenu, isActive, staffMenu } from './staffMenu.js';

const pages = { home: 1, 'access-panel': 1, 'access-users-list': 1, 'access-permissions': 1, 'access-panel-management': 1 };

describe('staffMenu', () => {
  it('keeps only leaves whose route has a page, and drops groups left empty', () => {
    const menu = availableMenu(pages, ROUTES);
    expect(menu.map((item) => item.id)).toEqual(['home', 'access']);
    expect(menu[1]?.children?.map((item) => item.id)).toEqual(['access-panel', 'access-management', 'access-permissions', 'access-users']);
  });

  it('applies the ability: a group shows only with a granted child', () => {
    expect(staffMenu(pages, ROUTES, [{ viewHomepage: true }]).map((item) => item.id)).toEqual(['home']);
    const menu = staffMenu(pages, ROUTES, [{ viewHomepage: 1 }, { viewAccessUsers: true }]);
    expect(menu.map((item) => item.id)).toEqual(['home', 'access']);
    expect(menu[1]?.children?.map((item) => item.id)).toEqual(['access-users']);
  });

  it('marks a leaf active on its path and below it, and a group through its children', () => {
    const [home, access] = availableMenu(pages, ROUTES);
    expect(isActive(home!, '/home')).toBe(true);
    expect(isActive(home!, '/homepage')).toBe(false);
    expect(isActive(access!, '/access/users/list')).toBe(true);
    expect(isActive(access!, '/access/panel/management')).toBe(true);
    expect(isActive(access!, '/registry/organizations/list')).toBe(false);
  });
});
