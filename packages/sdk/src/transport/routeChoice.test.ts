import { describe, expect, it } from 'vitest';
import { chooseRoute, type RouteInputs } from './routeChoice.js';

const base: RouteInputs = { mode: 'WS_WITH_API_FALLBACK', authenticated: false, socketPending: false, autoSwitchToApiOnWsFail: true };

describe('chooseRoute', () => {
  it.each<[Partial<RouteInputs>, string]>([
    [{ mode: 'API_ONLY', authenticated: true }, 'http'],
    [{ authenticated: true }, 'ws'],
    [{ mode: 'WS_ONLY', authenticated: true }, 'ws'],
    [{ mode: 'WS_ONLY' }, 'wait'],
    [{ socketPending: true }, 'wait'],
    [{}, 'http'],
    [{ autoSwitchToApiOnWsFail: false }, 'wait'],
  ])('%o -> %s', (inputs, expected) => {
    expect(chooseRoute({ ...base, ...inputs })).toBe(expected);
  });
});
