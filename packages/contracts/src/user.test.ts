import { describe, expect, it } from 'vitest';
import { SUBSYSTEMS } from './wire/types.js';
import {
  accountLogin,
  accountLogout,
  allExistingFunctions,
  checkAccess,
  checkToken,
  editPassword,
  forgotPassword,
  getAllPrivilegeGroups,
  getInfoAboutUserByID,
  readPermissions,
  readRoles,
  resetPassword,
  userContracts,
} from './user.js';

const TOKEN = '0123456789abcdef0123456789abcdef';
const long = (length: number) => 'a'.repeat(length);

/** A valid params example for every user contract. */
const examples: Record<(typeof userContracts)[number]['name'], unknown> = {
  'User/AccountLogin': { login: 'ivanova', password: 'secret' },
  'User/CheckToken': { token: 'tok_abc' },
  'User/AccountLogout': {},
  'User/CheckAccess': { permission: 'viewAbiturient' },
  'User/ForgotPassword': { login: 'ivanova@example.org' },
  'User/ResetPassword': { token: TOKEN, password: 'a-long-password' },
  'User/EditPassword': { currentPassword: 'old-password', newPassword: 'new-password' },
  'User/ReadPermissions': { parent: 'viewAccessPanel' },
  'User/ReadRoles': {},
  'User/getAllPrivilegeGroups': {},
  'User/GetInfoAboutUserByID': { id: 7 },
  'Reference/allExistingfunctions': {},
};

describe('user contracts', () => {
  it.each(userContracts.map((contract) => [contract.name, contract] as const))('%s accepts its example and rejects an extra key', (name, contract) => {
    const example = examples[name] as Record<string, unknown>;
    expect(contract.params.safeParse(example).success).toBe(true);
    expect(contract.params.safeParse({ ...example, extra: 1 }).success).toBe(false);
  });

  it('declares the access rules and kinds of DESIGN section 3', () => {
    // The QR app's scanner page signs a staff member in; kiosks, boards and the questionnaire never do.
    expect(accountLogin.permission).toEqual({ public: ['staff', 'cli', 'qr'] });
    expect(accountLogin.kind).toBe('write');
    expect(checkToken.permission).toEqual({ public: SUBSYSTEMS });
    expect(checkToken.kind).toBe('read');
    expect(accountLogout.permission).toEqual({ signedIn: true });
    expect(checkAccess.permission).toEqual({ signedIn: true });
    expect(forgotPassword.permission).toEqual({ public: ['staff'] });
    expect(resetPassword.permission).toEqual({ public: ['staff'] });
    expect(editPassword.permission).toEqual({ signedIn: true });
    expect(readPermissions.permission).toBe('viewAccessPermission');
    expect(readRoles.permission).toBe('viewAccessPanel');
    expect(getAllPrivilegeGroups.permission).toBe('viewAccessPanel');
    expect(getInfoAboutUserByID.permission).toBe('viewUserpage');
    expect(allExistingFunctions.permission).toBe('viewAccessPermission');
  });

  it('lets new and suspended accounts hold a session, and new ones change their password', () => {
    for (const contract of [accountLogin, checkToken, accountLogout]) expect(contract.statuses).toEqual(['active', 'new', 'suspended']);
    expect(editPassword.statuses).toEqual(['active', 'new']);
  });

  it('lets a new account confirm a route (the password-edit page), not a suspended one', () => {
    expect(checkAccess.statuses).toEqual(['active', 'new']);
  });

  it("defaults the other statuses to ['active']", () => {
    for (const contract of [forgotPassword, resetPassword, readPermissions, readRoles, getAllPrivilegeGroups, getInfoAboutUserByID, allExistingFunctions]) {
      expect(contract.statuses, contract.name).toEqual(['active']);
    }
  });

  describe('User/AccountLogin', () => {
    it('trims the login but never the password', () => {
      expect(accountLogin.params.parse({ login: '  ivanova ', password: ' pw ' })).toEqual({ login: 'ivanova', password: ' pw ' });
    });

    it.each([
      ['an empty login', { login: '   ', password: 'x' }],
      ['an over-long login', { login: long(129), password: 'x' }],
      ['an empty password', { login: 'a', password: '' }],
      ['an over-long password', { login: 'a', password: long(129) }],
      ['a numeric login', { login: 42, password: 'x' }],
      ['a missing password', { login: 'a' }],
    ])('rejects %s', (_label, params) => {
      expect(accountLogin.params.safeParse(params).success).toBe(false);
    });
  });

  describe('User/CheckToken', () => {
    it('rejects empty, over-long and non-string tokens', () => {
      for (const token of ['', ' ', long(513), 1, null]) expect(checkToken.params.safeParse({ token }).success).toBe(false);
    });
  });

  describe('User/CheckAccess', () => {
    it('rejects permission names that are empty, over-long or not identifiers', () => {
      for (const permission of ['', long(101), 'view abiturient', '1view', true]) {
        expect(checkAccess.params.safeParse({ permission }).success).toBe(false);
      }
    });

    it('reads a boolean result', () => {
      expect(checkAccess.result.parse(true)).toBe(true);
      expect(checkAccess.result.safeParse('true').success).toBe(false);
    });
  });

  describe('User/ForgotPassword', () => {
    it('rejects an empty or over-long login', () => {
      expect(forgotPassword.params.safeParse({ login: ' ' }).success).toBe(false);
      expect(forgotPassword.params.safeParse({ login: long(255) }).success).toBe(false);
    });
  });

  describe('User/ResetPassword', () => {
    it.each([
      ['uppercase hex', TOKEN.toUpperCase()],
      ['31 characters', TOKEN.slice(1)],
      ['33 characters', `${TOKEN}0`],
      ['non-hex characters', 'g'.repeat(32)],
      ['surrounding spaces', ` ${TOKEN} `],
    ])('rejects a token with %s', (_label, token) => {
      expect(resetPassword.params.safeParse({ token, password: 'a-long-password' }).success).toBe(false);
    });

    it('rejects a password outside 8..128 characters', () => {
      expect(resetPassword.params.safeParse({ token: TOKEN, password: long(7) }).success).toBe(false);
      expect(resetPassword.params.safeParse({ token: TOKEN, password: long(129) }).success).toBe(false);
      expect(resetPassword.params.safeParse({ token: TOKEN, password: long(8) }).success).toBe(true);
    });
  });

  describe('User/EditPassword', () => {
    it('rejects a short new password', () => {
      expect(editPassword.params.safeParse({ currentPassword: 'old', newPassword: 'short' }).success).toBe(false);
    });

    it('rejects a new password equal to the current one, on the newPassword field', () => {
      const result = editPassword.params.safeParse({ currentPassword: 'same-password', newPassword: 'same-password' });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['newPassword']);
    });
  });

  describe('User/ReadPermissions', () => {
    it('takes an optional, nullable parent key', () => {
      expect(readPermissions.params.safeParse({}).success).toBe(true);
      expect(readPermissions.params.safeParse({ parent: null }).success).toBe(true);
      expect(readPermissions.params.safeParse({ parent: 5 }).success).toBe(false);
    });

    it('reads a tree of pages and functions', () => {
      const tree = [
        {
          id: 1,
          name: 'viewAccessPanel',
          title: 'Доступ',
          parent: null,
          kind: 'page',
          children: [{ id: 2, name: 'editRoles', title: 'Роли', parent: 'viewAccessPanel', kind: 'function' }],
        },
      ];
      expect(readPermissions.result.parse(tree)).toEqual(tree);
      expect(readPermissions.result.safeParse([{ ...tree[0], children: [{ id: 3, kind: 'button' }] }]).success).toBe(false);
    });
  });

  describe('User/GetInfoAboutUserByID', () => {
    it('accepts ids as numbers or digit strings and coerces them', () => {
      expect(getInfoAboutUserByID.params.parse({ id: '42' })).toEqual({ id: 42 });
      expect(getInfoAboutUserByID.params.parse({ id: ' 42 ' })).toEqual({ id: 42 });
    });

    it.each([0, -1, 1.5, '', 'abc', '1e3', '0x10', true, [5], null, 2_147_483_648])('rejects the id %j', (id) => {
      expect(getInfoAboutUserByID.params.safeParse({ id }).success).toBe(false);
    });

    it('reads a user detail', () => {
      const detail = {
        id: 7,
        login: 'ivanova',
        fullName: 'Иванова Анна',
        email: null,
        status: 'active',
        roles: ['Куратор'],
        phone: '+7 999 000-00-00',
        createdAt: '2024-09-01T08:00:00.000Z',
        lastLoginAt: null,
        privilegeGroups: [],
        permissions: ['viewHomepage'],
      };
      expect(getInfoAboutUserByID.result.parse(detail)).toEqual(detail);
      expect(getInfoAboutUserByID.result.safeParse({ ...detail, createdAt: 'yesterday' }).success).toBe(false);
    });
  });

  describe('results', () => {
    it('reads roles, privilege groups and permission entries', () => {
      expect(readRoles.result.parse([{ id: 1, name: 'Куратор', description: '', permissions: ['viewHomepage'], userCount: 3 }])).toHaveLength(1);
      expect(readRoles.result.safeParse([{ id: 1, name: 'x', description: '', permissions: [], userCount: -1 }]).success).toBe(false);
      expect(getAllPrivilegeGroups.result.parse([{ id: 2, name: 'Операторы', description: 'Звонки', permissions: [] }])).toHaveLength(1);
      expect(allExistingFunctions.result.parse([{ name: 'viewHomepage', title: 'Главная', parent: null, kind: 'page' }])).toHaveLength(1);
      expect(accountLogout.result.parse(null)).toBeNull();
      expect(forgotPassword.result.safeParse({}).success).toBe(false);
    });
  });
});
