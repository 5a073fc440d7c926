import { SUBSYSTEMS, type Reply, type Subsystem } from '@abitura/contracts/wire';
import { assertAccessRule, contracts, PERMISSION_KEYS, type ActionContract } from '@abitura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerActions } from '../src/actions/registerActions.js';
import { DEFAULT_ROLES } from '../src/seed/defaultRoles.js';
import { DEFAULT_PASSWORD, startTestServer, type TestServer } from './harness.js';
import { validParams } from './support/paramsFromSchema.js';
import { registerTestDevices } from './support/queueFixtures.js';
import { RawSocket } from './support/rawSocket.js';
import { expectClearFailure, setStatusDirectly } from './support/serverSupport.js';

/**
 * The access matrix, generated from the contract registry: every action x every kind of caller,
 * over real HTTP (and the WebSocket for anonymous and administrator calls). Expectations come
 * from each contract's declared rule and statuses, never from the server's code:
 * - anonymous: only public actions, and only from the subsystems they list;
 * - a token that is no longer active (banned account, logged out): TOKEN_INACTIVE for actions that
 *   need a session, and for public actions exactly what an anonymous caller gets;
 * - a signed-in user: only with the permission, and only in the statuses the contract allows;
 * - kiosks and TV boards call with the key of a registered device of their kind (without it their
 *   device actions are refused: test/queueAdmin.test.ts);
 * - an Администратор (every permission, active): allowed. With generated params a handler may still
 *   answer INVALID_PARAMS, NOT_FOUND or CONFLICT, which are outcomes of an allowed call.
 * An action added to the registry is covered here without touching this file.
 */
let server: TestServer;
/** Kiosks and TV boards call with their device key: one registered device of each kind. */
let deviceKeys: Partial<Record<Subsystem, string>> = {};
beforeAll(async () => {
  server = await startTestServer();
  deviceKeys = await registerTestDevices(server);
});
afterAll(() => server.close());

type Status = 'new' | 'active' | 'suspended';
type Expected = 'allowed' | 'ACCESS_DENIED' | 'TOKEN_INACTIVE' | 'as-anonymous';
type CallerKind = 'no permission' | 'Оператор очереди' | 'status new' | 'status suspended' | 'banned' | 'logged out' | 'Администратор';

interface Caller {
  kind: CallerKind;
  id: number;
  login: string;
  token: string;
  /** null: the token is no longer active. */
  status: Status | null;
  permissions: ReadonlySet<string>;
}

const ALL = new Set<string>(PERMISSION_KEYS);
const OPERATOR = new Set<string>(DEFAULT_ROLES.find((role) => role.name === 'Оператор очереди')?.permissions ?? []);
const CALLERS: ReadonlyArray<{ kind: CallerKind; roles: string[]; status: Status; ends?: 'ban' | 'logout'; permissions: ReadonlySet<string> }> = [
  { kind: 'no permission', roles: [], status: 'active', permissions: new Set() },
  { kind: 'Оператор очереди', roles: ['Оператор очереди'], status: 'active', permissions: OPERATOR },
  { kind: 'status new', roles: ['Администратор'], status: 'new', permissions: ALL },
  { kind: 'status suspended', roles: ['Администратор'], status: 'suspended', permissions: ALL },
  { kind: 'banned', roles: ['Администратор'], status: 'active', ends: 'ban', permissions: ALL },
  { kind: 'logged out', roles: ['Администратор'], status: 'active', ends: 'logout', permissions: ALL },
  // Last: an allowed write (AccountLogout, a status change) may end its own session.
  { kind: 'Администратор', roles: ['Администратор'], status: 'active', permissions: ALL },
];

const publicSubsystems = (contract: ActionContract): readonly Subsystem[] | null => {
  const rule = contract.permission;
  return typeof rule === 'object' && 'public' in rule ? rule.public : null;
};

/** The subsystem a signed-in caller uses: staff, unless a public action does not list it. */
const homeOf = (contract: ActionContract): Subsystem => {
  const listed = publicSubsystems(contract);
  return listed && !listed.includes('staff') ? (listed[0] as Subsystem) : 'staff';
};

/** What the contract says should happen, from its rule and statuses alone. */
function expected(contract: ActionContract, caller: { status: Status | null; permissions: ReadonlySet<string> } | 'anonymous', subsystem: Subsystem): Expected {
  const listed = publicSubsystems(contract);
  if (listed) {
    if (!listed.includes(subsystem)) return 'ACCESS_DENIED';
    if (caller === 'anonymous') return 'allowed';
    if (caller.status === null) return 'as-anonymous';
    return contract.statuses.includes(caller.status) ? 'allowed' : 'ACCESS_DENIED';
  }
  if (caller === 'anonymous') return 'ACCESS_DENIED';
  if (caller.status === null) return 'TOKEN_INACTIVE';
  if (!contract.statuses.includes(caller.status)) return 'ACCESS_DENIED';
  const rule = contract.permission;
  if (typeof rule === 'string' && !caller.permissions.has(rule)) return 'ACCESS_DENIED';
  return 'allowed';
}

/** Outcomes that mean the call was not let through (or broke). */
const REFUSALS = new Set(['ACCESS_DENIED', 'TOKEN_INACTIVE', 'UNKNOWN_ACTION', 'INTERNAL']);

function expectOutcome(reply: Reply, outcome: Exclude<Expected, 'as-anonymous'>, context: string): void {
  if (outcome === 'allowed') {
    expect(reply.success || !REFUSALS.has(String(reply.data)), `${context}: expected the call to be let through, got ${String(reply.data)}: ${reply.message}`).toBe(true);
    if (!reply.success) expectClearFailure(reply, undefined, context);
    return;
  }
  expect(reply, context).toMatchObject({ success: false, data: outcome });
  expectClearFailure(reply, [outcome], context);
}

/** Params that pass the contract's schema, so an allowed call reaches its handler. */
function paramsFor(contract: ActionContract, admin: Caller): unknown {
  switch (contract.name) {
    case 'User/AccountLogin':
      return { login: admin.login, password: DEFAULT_PASSWORD };
    case 'User/CheckToken':
      return { token: admin.token };
    case 'User/CheckAccess':
      return { permission: 'viewHomepage' };
    case 'User/GetInfoAboutUserByID':
      return { id: admin.id };
    default: {
      const [example] = validParams(contract);
      return example ?? {};
    }
  }
}

let userSequence = 0;

async function makeCaller(spec: (typeof CALLERS)[number]): Promise<Caller> {
  const login = `matrix${++userSequence}`;
  const id = await server.addUser({ login, roles: spec.roles, status: spec.status });
  const token = await server.signIn(login);
  if (spec.ends === 'ban') {
    await setStatusDirectly(server, id, 'banned');
    server.app.services.sessions.forgetUser(id);
  }
  if (spec.ends === 'logout') {
    expect((await server.rpc({ action: 'User/AccountLogout', params: {}, token })).body).toMatchObject({ success: true });
  }
  return { kind: spec.kind, id, login, token, status: spec.ends ? null : spec.status, permissions: spec.permissions };
}

const call = async (contract: ActionContract, params: unknown, token: string | null, subsystem: Subsystem) => {
  const key = deviceKeys[subsystem];
  const { status, body } = await server.rpc({ action: contract.name, params, token }, { 'X-Subsystem': subsystem, ...(key ? { Authorization: `Bearer ${key}` } : {}) });
  expect(status, `${contract.name}: HTTP ${status}`).toBeLessThan(500);
  return body;
};

describe('the registry', () => {
  it('holds contracts, each with a unique name', () => {
    expect(contracts.length).toBeGreaterThan(0);
    expect(new Set(contracts.map((contract) => contract.name)).size).toBe(contracts.length);
  });

  it('refuses a contract declared without a usable access rule (the check itself bites)', () => {
    expect(() => assertAccessRule({ name: 'Test/NoRule' })).toThrow(/no usable access rule/);
    expect(() => assertAccessRule({ name: 'Test/Empty', permission: '' })).toThrow();
    expect(() => assertAccessRule({ name: 'Test/NoSubsystems', permission: { public: [] } })).toThrow();
  });

  it('has exactly one server handler per contract', () => {
    const registry = registerActions();
    expect(registry.missing()).toEqual([]);
    expect(registry.size).toBe(contracts.length);
  });
});

describe.each(contracts.map((contract) => [contract.name, contract] as const))('%s', (_name, contract: ActionContract) => {
  const callers = new Map<CallerKind, Caller>();
  let admin: Caller;
  let wsAdmin: Caller;
  let params: unknown;

  beforeAll(async () => {
    for (const spec of CALLERS) callers.set(spec.kind, await makeCaller(spec));
    admin = callers.get('Администратор') as Caller;
    wsAdmin = await makeCaller(CALLERS[CALLERS.length - 1] as (typeof CALLERS)[number]);
    params = paramsFor(contract, admin);
  });

  it('declares a usable access rule, naming a known permission, and statuses', () => {
    assertAccessRule(contract);
    if (typeof contract.permission === 'string') expect(PERMISSION_KEYS as readonly string[]).toContain(contract.permission);
    expect(contract.statuses.length).toBeGreaterThan(0);
    expect(contract.params.safeParse(params).success, `example params ${JSON.stringify(params)}`).toBe(true);
  });

  it('has a handler on the server', () => {
    expect(registerActions().get(contract.name)?.contract).toBe(contract);
  });

  it('anonymous: allowed only from the subsystems a public action lists', async () => {
    for (const subsystem of SUBSYSTEMS) {
      const outcome = expected(contract, 'anonymous', subsystem);
      expectOutcome(await call(contract, params, null, subsystem), outcome as Exclude<Expected, 'as-anonymous'>, `anonymous from ${subsystem}`);
    }
  });

  for (const spec of CALLERS) {
    it(`${spec.kind}: ${spec.kind === 'Администратор' ? 'allowed' : 'as the contract says'}`, async () => {
      const caller = callers.get(spec.kind) as Caller;
      const subsystem = homeOf(contract);
      const outcome = expected(contract, caller, subsystem);
      if (spec.kind === 'Администратор') expect(outcome).toBe('allowed');
      const reply = await call(contract, params, caller.token, subsystem);
      if (outcome === 'as-anonymous') {
        const anonymous = await call(contract, params, null, subsystem);
        expect(reply.success, `${spec.kind} vs anonymous: ${reply.message} / ${anonymous.message}`).toBe(anonymous.success);
        if (!reply.success) expect(reply.data).toBe(anonymous.data);
      } else {
        expectOutcome(reply, outcome, spec.kind);
      }
      // A public action stays closed to subsystems it does not list, whoever calls.
      const closed = SUBSYSTEMS.find((other) => !(publicSubsystems(contract) ?? SUBSYSTEMS).includes(other));
      if (closed) expectOutcome(await call(contract, params, caller.token, closed), 'ACCESS_DENIED', `${spec.kind} from ${closed}`);
    });
  }

  it('over the WebSocket: the same for anonymous and Администратор callers', async () => {
    const socket = await RawSocket.open(server.url, { subsystem: homeOf(contract) });
    const key = deviceKeys[homeOf(contract)];
    const apiKey = key ? { apiKey: key } : {};
    try {
      const anonymous = await socket.request({ action: contract.name, params, token: null, ...apiKey });
      const outcome = expected(contract, 'anonymous', homeOf(contract));
      expectOutcome(anonymous, outcome as Exclude<Expected, 'as-anonymous'>, 'anonymous over WS');
      const allowed = await socket.request({ action: contract.name, params: paramsFor(contract, wsAdmin), token: wsAdmin.token, ...apiKey });
      expectOutcome(allowed, 'allowed', 'Администратор over WS');
    } finally {
      socket.close();
    }
  });
});
