import { describe, it, expect } from 'vitest';
import { matchRoute } from './matchRoute.js';
import { MENU, visibleMenu } from './menu.js';
import type { MenuItem } from './menu.js';

const TREE: MenuItem[] = [
  { id: 'free', title: 't.free', to: '/free' },
  { id: 'leaf', title: 't.leaf', to: '/leaf', permission: 'p1' },
  {
    id: 'group',
    title: 't.group',
    children: [
      { id: 'g-a', title: 't.a', permission: 'p1' },
      { id: 'g-b', title: 't.b', permission: 'p2' },
    ],
  },
  { id: 'gated', title: 't.gated', permission: 'gate', children: [{ id: 'gated-a', title: 't.ga' }] },
  { id: 'open-group', title: 't.open', children: [{ id: 'open-a', title: 't.oa' }] },
  { id: 'empty', title: 't.empty', children: [] },
  {
    id: 'outer',
    title: 't.outer',
    children: [{ id: 'inner', title: 't.inner', children: [{ id: 'inner-a', title: 't.ia', permission: 'p3' }] }],
  },
];

const ids = (items: readonly MenuItem[]): unknown[] => items.map((item) => (item.children ? { [item.id]: ids(item.children) } : item.id));

describe('visibleMenu', () => {
  it('shows leaves without permission and those granted; drops the rest', () => {
    expect(ids(visibleMenu(TREE, []))).toEqual(['free', { 'open-group': ['open-a'] }]);
    expect(ids(visibleMenu(TREE, [{ p1: true }]))).toEqual(['free', 'leaf', { group: ['g-a'] }, { 'open-group': ['open-a'] }]);
  });

  it('shows a group only with at least one visible child, removing hidden children', () => {
    expect(ids(visibleMenu(TREE, [{ p2: true }]))).toEqual(['free', { group: ['g-b'] }, { 'open-group': ['open-a'] }]);
    expect(ids(visibleMenu(TREE, [{ p1: true }, { p2: true }]))).toContainEqual({ group: ['g-a', 'g-b'] });
  });

  it("needs a group's own permission, if any", () => {
    expect(ids(visibleMenu(TREE, []))).not.toContainEqual({ gated: ['gated-a'] });
    expect(ids(visibleMenu(TREE, [{ gate: true }]))).toContainEqual({ gated: ['gated-a'] });
  });

  it('handles nested groups recursively', () => {
    expect(ids(visibleMenu(TREE, [{ p3: true }]))).toContainEqual({ outer: [{ inner: ['inner-a'] }] });
    expect(ids(visibleMenu(TREE, [{ p3: false }])).some((x) => typeof x === 'object' && x !== null && 'outer' in x)).toBe(false);
  });

  it('never changes its input and survives a missing ability', () => {
    const before = JSON.stringify(TREE);
    visibleMenu(TREE, [{ p1: true }]);
    expect(JSON.stringify(TREE)).toBe(before);
    expect(ids(visibleMenu(TREE, null))).toEqual(['free', { 'open-group': ['open-a'] }]);
    expect(visibleMenu([], [{ p1: true }])).toEqual([]);
  });
});

function leaves(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => (item.children ? leaves(item.children) : [item]));
}

function all(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...all(item.children ?? [])]);
}

describe('MENU', () => {
  it('has unique ids and i18n-key titles', () => {
    const items = all(MENU);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    for (const item of items) expect(item.title).toMatch(/^menu\.[a-zA-Z.]+$/);
  });

  it('points every leaf at a staff route with the same permission', () => {
    for (const item of leaves(MENU)) {
      const match = matchRoute(item.to ?? '');
      expect(match?.route.name, item.id).not.toBe('error');
      expect(match?.route.public, item.id).toBeUndefined();
      expect(item.permission, item.id).toBe(match?.route.permission);
    }
  });

  it('has the spec groups', () => {
    expect(MENU.map((item) => item.id)).toEqual(['home', 'interactions', 'contingent', 'registry', 'admission', 'queue', 'access']);
  });

  it('shows nothing without permissions and everything to a full ability', () => {
    expect(visibleMenu(MENU, [])).toEqual([]);
    const everything = Object.fromEntries(all(MENU).flatMap((i) => (i.permission ? [[i.permission, true]] : [])));
    expect(visibleMenu(MENU, [everything])).toEqual(MENU);
  });

  it('shows a queue operator (viewHomepage, EditPassword, operateQueue) the home page and the operator console only', () => {
    expect(ids(visibleMenu(MENU, [{ viewHomepage: true, EditPassword: true, operateQueue: true }]))).toEqual(['home', { queue: ['queue-operator'] }]);
    expect(matchRoute('/qms/operator')?.route.permission).toBe('operateQueue');
  });

  it('shows an administrator the queue console beside its set-up and the QR generator', () => {
    expect(ids(visibleMenu(MENU, [{ admin: true, operateQueue: true }]))).toContainEqual({ queue: ['queue-operator', 'queue-admin', 'queue-qr-generator'] });
  });

  it('shows the registry group with just the organizations item', () => {
    expect(ids(visibleMenu(MENU, [{ viewOrganizations: true }]))).toEqual([{ registry: ['registry-organizations'] }]);
  });
});
