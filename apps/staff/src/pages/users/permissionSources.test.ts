import { describe, expect, it } from 'vitest';
import { comparePermissionKeys, effectivePermissions, idsByName } from './permissionSources.js';
import { GROUPS, IVANOV_DETAIL, ROLES } from './testing/fixtures.js';

describe('effective permissions', () => {
  it('names every role and group a permission comes from, in catalogue order, unknown keys last', () => {
    expect(effectivePermissions(IVANOV_DETAIL, { roles: ROLES, groups: GROUPS })).toEqual([
      { key: 'viewHomepage', sources: [{ kind: 'role', name: 'Куратор' }] },
      { key: 'EditPassword', sources: [{ kind: 'role', name: 'Куратор' }] },
      { key: 'admin', sources: [{ kind: 'group', name: 'Приёмная комиссия' }] },
      {
        key: 'viewContingent',
        sources: [
          { kind: 'role', name: 'Куратор' },
          { kind: 'group', name: 'Приёмная комиссия' },
        ],
      },
      // The server says the user holds it, though no known set explains it.
      { key: 'legacyReport', sources: [] },
    ]);
  });

  it("lists the server's permissions without sources when the catalog is unknown", () => {
    expect(effectivePermissions(IVANOV_DETAIL, null).every((entry) => entry.sources.length === 0)).toBe(true);
    expect(effectivePermissions(IVANOV_DETAIL, null)).toHaveLength(5);
  });

  it('sorts unknown keys alphabetically after known ones', () => {
    expect(['zeta', 'admin', 'alpha', 'viewHomepage'].sort(comparePermissionKeys)).toEqual(['viewHomepage', 'admin', 'alpha', 'zeta']);
  });

  it('maps names to ids', () => {
    expect(idsByName(ROLES, ['Куратор', 'Нет такой'])).toEqual([2]);
  });
});
