/**
 * Why the ability allows an action on a subject or not, rule by rule, for /access-control. The
 * decision itself is the SDK's canDo (the same check the route guard runs); this only says which
 * rule decided it, and, when nothing grants, what is there that looks close but does not count.
 */
import { ADMIN_PERMISSION, canDo, type Ability } from '@abitura/sdk';

/** How a rule grants: a flat `action:subject` entry, the admin entry, or a `{action, subject}` rule. */
export type GrantKind = 'key' | 'admin' | 'rule';

export interface Grant {
  /** 1-based position of the rule in the ability list. */
  rule: number;
  kind: GrantKind;
}

/** Something in the ability that concerns this check but does not grant it. */
export type NearMiss =
  | { rule: number; kind: 'falseKey' | 'falseAdmin' | 'inverted' }
  /** The same subject with another action: `{action: 'update', subject: 'AclDemo'}` or `update:AclDemo`. */
  | { rule: number; kind: 'otherAction'; action: string };

export interface AbilityExplanation {
  action: string;
  subject: string;
  granted: boolean;
  /** The flat key that would grant, `read:AclDemo`. */
  key: string;
  grants: Grant[];
  nearMisses: NearMiss[];
  /** How many rules the ability holds. */
  ruleCount: number;
}

type Rule = Record<string, unknown>;

const isRule = (item: unknown): item is Rule => typeof item === 'object' && item !== null && !Array.isArray(item);

function grantKind(rule: Rule, key: string): GrantKind {
  if (Object.hasOwn(rule, key) && Boolean(rule[key])) return 'key';
  if (Object.hasOwn(rule, ADMIN_PERMISSION) && Boolean(rule[ADMIN_PERMISSION])) return 'admin';
  return 'rule';
}

function nearMissesOf(rule: Rule, index: number, action: string, subject: string, key: string): NearMiss[] {
  const misses: NearMiss[] = [];
  if (Object.hasOwn(rule, key) && !rule[key]) misses.push({ rule: index, kind: 'falseKey' });
  if (Object.hasOwn(rule, ADMIN_PERMISSION) && !rule[ADMIN_PERMISSION]) misses.push({ rule: index, kind: 'falseAdmin' });
  if (rule['subject'] === subject && rule['action'] === action && rule['inverted']) misses.push({ rule: index, kind: 'inverted' });
  if (rule['subject'] === subject && typeof rule['action'] === 'string' && rule['action'] !== action) misses.push({ rule: index, kind: 'otherAction', action: rule['action'] });
  for (const name of Object.keys(rule)) {
    const [other, on] = name.split(':');
    if (on === subject && other && other !== action && rule[name]) misses.push({ rule: index, kind: 'otherAction', action: other });
  }
  return misses;
}

export function explainAbility(ability: Ability, action: string, subject: string): AbilityExplanation {
  const key = `${action}:${subject}`;
  const rules = Array.isArray(ability) ? ability : [];
  const grants: Grant[] = [];
  const nearMisses: NearMiss[] = [];
  rules.forEach((rule: unknown, index) => {
    if (!isRule(rule)) return;
    if (canDo([rule], action, subject)) grants.push({ rule: index + 1, kind: grantKind(rule, key) });
    else nearMisses.push(...nearMissesOf(rule, index + 1, action, subject, key));
  });
  return { action, subject, granted: canDo(ability, action, subject), key, grants, nearMisses, ruleCount: rules.length };
}
