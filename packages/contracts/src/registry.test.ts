import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { defineAction } from './defineAction.js';
import { contracts, findContract } from './registry.js';
import type { ActionMap, ActionName } from './registry.js';

describe('the contract registry', () => {
  it('holds unique names of the form Domain/action', () => {
    const names = contracts.map((contract) => contract.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[A-Z][A-Za-z]*\/[A-Za-z][A-Za-z0-9]*$/);
  });

  it('gives every contract a kind, a summary and at least one status', () => {
    for (const contract of contracts) {
      expect(['read', 'write'], contract.name).toContain(contract.kind);
      expect(contract.summary.trim().length, contract.name).toBeGreaterThan(10);
      expect(contract.statuses.length, contract.name).toBeGreaterThan(0);
    }
  });

  it('declares every params schema as a strict object, so extra keys are rejected', () => {
    for (const contract of contracts) {
      expect(contract.params, contract.name).toBeInstanceOf(z.ZodObject);
      const result = contract.params.safeParse({ __unexpected: true });
      expect(result.success, contract.name).toBe(false);
      expect(result.error?.issues.some((issue) => issue.code === 'unrecognized_keys'), contract.name).toBe(true);
    }
  });

  it('rejects params that are not an object', () => {
    for (const contract of contracts) {
      for (const value of [null, 'x', 1, []]) expect(contract.params.safeParse(value).success, contract.name).toBe(false);
    }
  });

  it('freezes contracts', () => {
    for (const contract of contracts) expect(Object.isFrozen(contract), contract.name).toBe(true);
  });

  it('finds a contract by name and answers undefined for an unknown one', () => {
    expect(findContract('User/CheckToken')?.name).toBe('User/CheckToken');
    expect(findContract('Nope/Nothing')).toBeUndefined();
  });

  it('types the action map from the registry', () => {
    expectTypeOf<'User/CheckToken'>().toMatchTypeOf<ActionName>();
    expectTypeOf<ActionMap['User/CheckToken']['params']>().toEqualTypeOf<{ token: string }>();
    expectTypeOf<ActionMap['User/GetInfoAboutUserByID']['params']>().toEqualTypeOf<{ id: string | number }>();
    expectTypeOf<ActionMap['User/GetInfoAboutUserByID']['result']['id']>().toEqualTypeOf<number>();
    expectTypeOf<ActionMap['User/AccountLogout']['result']>().toEqualTypeOf<null>();
    expectTypeOf(findContract('Events/Subscribe').name).toEqualTypeOf<'Events/Subscribe'>();
  });
});

describe('defineAction', () => {
  const base = { name: 'Test/action', permission: 'admin', kind: 'read', params: z.object({}).strict(), result: z.null(), summary: 'A test action.' } as const;

  it("defaults statuses to ['active']", () => {
    expect(defineAction(base).statuses).toEqual(['active']);
  });

  it('keeps declared statuses', () => {
    expect(defineAction({ ...base, statuses: ['new'] }).statuses).toEqual(['new']);
  });
});
