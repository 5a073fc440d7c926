import { describe, expect, it } from 'vitest';
import { contracts } from './registry.js';
import { PERMISSION_KEYS, PERMISSIONS } from './permissions.js';

describe('the permission catalogue', () => {
  it('has unique keys and parents that exist', () => {
    expect(new Set(PERMISSION_KEYS).size).toBe(PERMISSIONS.length);
    for (const permission of PERMISSIONS) {
      if (permission.parent !== null) expect(PERMISSION_KEYS).toContain(permission.parent);
    }
  });

  it('holds every permission of SPEC section 6', () => {
    const spec = ['EditPassword', 'viewAccessPanel', 'viewAccessPermission', 'viewAccessUsers', 'viewUserpage', 'admin', 'viewHomepage', 'viewInteractionCalendar', 'viewCallCard', 'viewContingent', 'viewSearchContingentV2', 'viewProfnavigation', 'viewSearchContingent', 'viewSurveyMsh', 'viewAbiturient', 'viewOrganizations', 'viewOrganization', 'viewEducationPrograms', 'viewSpecialities'];
    for (const key of spec) expect(PERMISSION_KEYS).toContain(key);
  });

  it('covers every permission an action requires', () => {
    for (const contract of contracts) if (typeof contract.permission === 'string') expect(PERMISSION_KEYS).toContain(contract.permission);
  });
});
