import { describe, expect, it } from 'vitest';
import { ROUTES } from '@abitura/sdk';
import { activeLeafId, availableMenu, isActive, staffMenu } from './staffMenu.js';

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

  it('marks the most specific leaf active, and its group', () => {
    const menu = availableMenu(pages, ROUTES);
    const [home, access] = menu;
    expect(activeLeafId(menu, '/home')).toBe('home');
    expect(activeLeafId(menu, '/homepage')).toBeNull();
    expect(activeLeafId(menu, '/access/panel')).toBe('access-panel');
    expect(activeLeafId(menu, '/access/panel/management')).toBe('access-management');
    expect(activeLeafId(menu, '/access/users/list')).toBe('access-users');
    expect(isActive(home!, activeLeafId(menu, '/home'))).toBe(true);
    expect(isActive(access!, activeLeafId(menu, '/access/panel/management'))).toBe(true);
    expect(isActive(access!.children![0]!, activeLeafId(menu, '/access/panel/management'))).toBe(false);
    expect(isActive(access!, activeLeafId(menu, '/registry/organizations/list'))).toBe(false);
  });
});
