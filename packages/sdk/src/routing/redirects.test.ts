import { describe, it, expect } from 'vitest';
import { afterTokenCheck, loginPathFor, loginRedirectTarget } from './redirects.js';

describe('afterTokenCheck', () => {
  it('sends the login page home and leaves other pages alone', () => {
    expect(afterTokenCheck('login')).toBe('/home');
    expect(afterTokenCheck('home')).toBeNull();
    expect(afterTokenCheck('access-panel')).toBeNull();
    expect(afterTokenCheck(null)).toBeNull();
    expect(afterTokenCheck(undefined)).toBeNull();
  });

  it("sends the login page to its `to` query's page when that is safe", () => {
    expect(afterTokenCheck('login', 'to=%2Faccess%2Fpanel')).toBe('/access/panel');
    expect(afterTokenCheck('login', '?to=%2Faccess%2Fpanel')).toBe('/access/panel');
    expect(afterTokenCheck('login', 'to=https%3A%2F%2Fevil.example')).toBe('/home');
    expect(afterTokenCheck('home', 'to=%2Faccess%2Fpanel')).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('carries the target in `to`, except the root', () => {
    expect(loginPathFor('/access/panel?tab=1')).toBe('/login?to=%2Faccess%2Fpanel%3Ftab%3D1');
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/?x=1')).toBe('/login');
    expect(loginPathFor('')).toBe('/login');
  });
});

describe('loginRedirectTarget', () => {
  it('reads a same-site path from `to`', () => {
    expect(loginRedirectTarget('to=%2Faccess%2Fpanel%3Ftab%3D1')).toBe('/access/panel?tab=1');
    expect(loginRedirectTarget('?to=/home')).toBe('/home');
    expect(loginRedirectTarget('a=1&to=%2Fnewcontingent%2Fview%2F5%23top')).toBe('/newcontingent/view/5#top');
    expect(loginRedirectTarget('to=/')).toBe('/');
  });

  it('round-trips with loginPathFor', () => {
    const target = '/registry/organizations/list/schools?q=a b&x=+1';
    expect(loginRedirectTarget(loginPathFor(target).split('?').slice(1).join('?'))).toBe(target);
  });

  it('defaults to /home, or the given fallback', () => {
    expect(loginRedirectTarget('')).toBe('/home');
    expect(loginRedirectTarget('x=1')).toBe('/home');
    expect(loginRedirectTarget('to=')).toBe('/home');
    expect(loginRedirectTarget('to=https://evil.example', '/start')).toBe('/start');
  });

  it.each([
    'to=//evil.example',
    'to=%2F%2Fevil.example%2Fx',
    'to=https://evil.example/',
    'to=javascript:alert(1)',
    'to=%2F%5Cevil.example',
    'to=%2F%09%2Fevil.example',
    'to=%2F%0A%2Fevil.example',
    'to=%2F%7F',
    'to=home',
    'to=/login',
    'to=/login/?to=/home',
    'to=/LOGIN?x=1',
  ])('refuses %s', (search) => {
    expect(loginRedirectTarget(search)).toBe('/home');
  });
});
