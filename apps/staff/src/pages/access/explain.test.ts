import { describe, expect, it } from 'vitest';
import { canDo } from '@abitura/sdk';
import { explainAbility } from './abilityExplain.js';
import { describeAudit } from './auditText.js';
import { OVERVIEW } from './testing/fixtures.js';

describe('explainAbility', () => {
  it('names the rule and the kind of entry that grants', () => {
    const ability = [{ viewHomepage: true }, { 'read:AclDemo': true }, { admin: true }, { action: 'read', subject: 'AclDemo' }];
    expect(explainAbility(ability, 'read', 'AclDemo')).toEqual({
      action: 'read',
      subject: 'AclDemo',
      granted: true,
      key: 'read:AclDemo',
      grants: [
        { rule: 2, kind: 'key' },
        { rule: 3, kind: 'admin' },
        { rule: 4, kind: 'rule' },
      ],
      nearMisses: [],
      ruleCount: 4,
    });
  });

  it('finds nothing granting, and says what looks close but does not count', () => {
    const ability = [
      { viewHomepage: true, 'read:AclDemo': false, admin: false },
      { action: 'read', subject: 'AclDemo', inverted: true },
      { action: 'update', subject: 'AclDemo' },
      { 'delete:AclDemo': true, 'read:Other': true, 'create:AclDemo': false },
      null,
    ];
    const explanation = explainAbility(ability, 'read', 'AclDemo');
    expect(explanation.granted).toBe(false);
    expect(explanation.grants).toEqual([]);
    expect(explanation.nearMisses).toEqual([
      { rule: 1, kind: 'falseKey' },
      { rule: 1, kind: 'falseAdmin' },
      { rule: 2, kind: 'inverted' },
      { rule: 3, kind: 'otherAction', action: 'update' },
      { rule: 4, kind: 'otherAction', action: 'delete' },
    ]);
    expect(explanation.ruleCount).toBe(5);
  });

  it('agrees with canDo, the check the route guard runs', () => {
    for (const ability of [[], [{ admin: true }], [{ 'read:AclDemo': 1 }], [{ action: 'read', subject: 'AclDemo', inverted: false }], [{ viewHomepage: true }]]) {
      const explanation = explainAbility(ability, 'read', 'AclDemo');
      expect(explanation.granted).toBe(canDo(ability, 'read', 'AclDemo'));
      expect(explanation.granted).toBe(explanation.grants.length > 0);
    }
    expect(explainAbility(null, 'read', 'AclDemo')).toMatchObject({ granted: false, ruleCount: 0 });
  });
});

describe('describeAudit', () => {
  it('words a known action on a named entity', () => {
    expect(describeAudit(OVERVIEW.recentAudit[0]!)).toEqual({
      actor: 'Петрова Мария',
      selfService: false,
      actionKey: 'Role_Update',
      action: 'Role/Update',
      entityKey: 'role',
      entity: 'role',
      entityName: 'Куратор',
      entityId: '2',
    });
  });

  it('keeps unknown actions and entities as the server names them, and names from before a delete', () => {
    const base = OVERVIEW.recentAudit[1]!;
    // The server names the user the entry is about as they are now.
    expect(describeAudit(base)).toMatchObject({ actor: null, selfService: true, actionKey: 'User_ForgotPassword', entityKey: 'user', entityName: 'Орлов Денис' });
    expect(describeAudit({ ...base, action: 'Queue/Open', entity: 'queue', entityName: null, before: { name: 'Окно 1' }, after: 'x' })).toMatchObject({
      selfService: false,
      actionKey: null,
      action: 'Queue/Open',
      entityKey: null,
      entityName: 'Окно 1',
    });
    expect(describeAudit({ ...base, entityName: null, before: { name: '' }, after: null }).entityName).toBeNull();
  });
});
