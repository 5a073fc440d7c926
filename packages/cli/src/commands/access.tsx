import type { UserDetail } from '@abitura/contracts';
import { Box, Text } from 'ink';
import { loadAccessModel, parentChain, smallestGrants, sourcesByPermission, titleOf, type AccessModel, type Grant, type Source } from '../access/accessModel.js';
import { findUser, readTarget, type Target } from '../access/targets.js';
import type { CommandHandler } from '../core/command.js';
import { EXIT, usageError } from '../core/exitCodes.js';
import type { Io } from '../core/io.js';
import { Heading, Table } from '../render/Table.js';

const via = (io: Io, sources: readonly Source[]): string => sources.map((source) => io.t(source.kind === 'role' ? 'access.viaRole' : 'access.viaGroup', { name: source.name })).join(', ');

/** `access who-can PERMISSION`: every holder, with the roles and groups it comes through. */
export const whoCan: CommandHandler<{ permission: string }> = async ({ sdk, io, args }) => {
  const holders = await sdk.run('Access/PermissionHolders', { permission: args.permission.trim() });
  if (io.json) {
    io.printJson(holders);
    return EXIT.ok;
  }
  const { t } = io;
  io.print(t('whoCan.summary', { permission: holders.permission, total: holders.total, roles: holders.roles.length, groups: holders.groups.length }));
  if (holders.roles.length + holders.groups.length > 0) {
    io.show(
      <Table
        columns={[
          { header: t('col.kind'), cell: (row: { kind: string; name: string; userCount: number }) => row.kind },
          { header: t('col.name'), cell: (row) => row.name },
          { header: t('col.members'), cell: (row) => String(row.userCount), right: true },
        ]}
        rows={[...holders.roles.map((role) => ({ ...role, kind: t('kind.role') })), ...holders.groups.map((group) => ({ ...group, kind: t('kind.group') }))]}
      />,
    );
  }
  if (!holders.usersVisible) io.note(t('whoCan.namesHidden'));
  else if (holders.users.length > 0) {
    io.print('');
    io.show(
      <Table
        columns={[
          { header: t('col.login'), cell: (row: (typeof holders.users)[number]) => row.login },
          { header: t('col.fullName'), cell: (row) => row.fullName },
          { header: t('col.status'), cell: (row) => t(`status.${row.status}`) },
          { header: t('col.via'), cell: (row) => via(io, row.via) },
        ]}
        rows={holders.users}
      />,
    );
    if (holders.users.length < holders.total) io.note(t('whoCan.truncated', { shown: holders.users.length, total: holders.total }));
  }
  return EXIT.ok;
};

/** `access effective USER`: the user's effective permissions with their sources. */
export const effective: CommandHandler<{ user: string }> = async ({ sdk, io, args }) => {
  const [user, model] = await Promise.all([findUser(sdk, io, args.user), loadAccessModel(sdk)]);
  const sources = sourcesByPermission(model, user.roles, user.privilegeGroups);
  const rows = [...user.permissions].sort().map((permission) => ({
    permission,
    title: titleOf(model, permission),
    kind: model.catalogue.find((entry) => entry.name === permission)?.kind ?? 'function',
    via: sources.get(permission) ?? [],
  }));
  if (io.json) {
    io.printJson({ user: { id: user.id, login: user.login, fullName: user.fullName, status: user.status, roles: user.roles, groups: user.privilegeGroups }, permissions: rows });
    return EXIT.ok;
  }
  const { t } = io;
  io.print(t('effective.summary', { login: user.login, fullName: user.fullName, status: t(`status.${user.status}`), count: rows.length }));
  io.show(
    <Table
      columns={[
        { header: t('col.permission'), cell: (row: (typeof rows)[number]) => row.permission },
        { header: t('col.title'), cell: (row) => row.title },
        { header: t('col.via'), cell: (row) => via(io, row.via) },
      ]}
      rows={rows}
    />,
  );
  return EXIT.ok;
};

/** A role or a group by name (`group:NAME` when both have it), for diff. */
function findSet(model: AccessModel, io: Io, text: string): { kind: Source['kind']; name: string; permissions: readonly string[] } {
  const prefixed = /^(role|group):(.+)$/i.exec(text.trim());
  const wanted = (prefixed?.[2] ?? text).trim().toLowerCase();
  const kind = prefixed?.[1]?.toLowerCase();
  const roles = kind === 'group' ? [] : model.roles.filter((role) => role.name.toLowerCase() === wanted).map((role) => ({ kind: 'role' as const, ...role }));
  const groups = kind === 'role' ? [] : model.groups.filter((group) => group.name.toLowerCase() === wanted).map((group) => ({ kind: 'group' as const, ...group }));
  const found = [...roles, ...groups];
  if (found.length === 1) return found[0] as (typeof found)[number];
  if (found.length > 1) throw usageError(io.t('diff.ambiguous', { name: text }));
  throw usageError(io.t('diff.unknown', { name: text, roles: model.roles.map((role) => role.name).join(', ') }));
}

/** `access diff ROLE_A ROLE_B`: permissions only one of two roles (or groups) grants, and the shared ones. */
export const diff: CommandHandler<{ a: string; b: string }> = async ({ sdk, io, args }) => {
  const model = await loadAccessModel(sdk);
  const a = findSet(model, io, args.a);
  const b = findSet(model, io, args.b);
  const onlyA = a.permissions.filter((key) => !b.permissions.includes(key)).sort();
  const onlyB = b.permissions.filter((key) => !a.permissions.includes(key)).sort();
  const both = a.permissions.filter((key) => b.permissions.includes(key)).sort();
  if (io.json) {
    io.printJson({ a: { kind: a.kind, name: a.name }, b: { kind: b.kind, name: b.name }, onlyA, onlyB, both });
    return EXIT.ok;
  }
  const { t } = io;
  const rows = [...onlyA.map((key) => ({ key, side: '-' })), ...onlyB.map((key) => ({ key, side: '+' })), ...both.map((key) => ({ key, side: '=' }))];
  io.print(t('diff.summary', { a: a.name, b: b.name, onlyA: onlyA.length, onlyB: onlyB.length, both: both.length }));
  io.show(
    <Table
      columns={[
        { header: '', cell: (row: (typeof rows)[number]) => row.side },
        { header: t('col.permission'), cell: (row) => row.key },
        { header: t('col.title'), cell: (row) => titleOf(model, row.key) },
      ]}
      rows={rows}
    />,
  );
  io.note(t('diff.legend', { a: a.name, b: b.name }));
  return EXIT.ok;
};

/** The explanation of one permission for one user, as --json prints it. */
export interface Explanation {
  user: { id: number; login: string; fullName: string; status: UserDetail['status'] };
  asked: string;
  /** The permission the asked action or page needs; null when it needs none. */
  permission: string | null;
  granted: boolean;
  rule: 'permission' | 'signedIn' | 'public';
  via: Source[];
  /** Pages above the permission the user lacks (a function is reached through its page). */
  missingPages: string[];
  /** The smallest grants that would give it, when not granted. */
  grants: Grant[];
}

function explainTarget(model: AccessModel, user: Awaited<ReturnType<typeof findUser>>, target: Target, asked: string): Explanation {
  const base = { user: { id: user.id, login: user.login, fullName: user.fullName, status: user.status }, asked };
  if (target.kind === 'public') return { ...base, permission: null, granted: true, rule: 'public', via: [], missingPages: [], grants: [] };
  if (target.kind === 'signedIn') return { ...base, permission: null, granted: target.statuses.includes(user.status), rule: 'signedIn', via: [], missingPages: [], grants: [] };
  const held = new Set(user.permissions);
  const granted = held.has(target.permission) && user.status === 'active';
  return {
    ...base,
    permission: target.permission,
    granted,
    rule: 'permission',
    via: sourcesByPermission(model, user.roles, user.privilegeGroups).get(target.permission) ?? [],
    missingPages: parentChain(model, target.permission).filter((page) => !held.has(page)),
    grants: held.has(target.permission) ? [] : smallestGrants(model, target.permission, held),
  };
}

/** `access explain USER PERMISSION`: granted or not, through which path; if not, the smallest grants that would give it. */
export const explain: CommandHandler<{ user: string; permission: string }> = async ({ sdk, io, args }) => {
  const [user, model] = await Promise.all([findUser(sdk, io, args.user), loadAccessModel(sdk)]);
  const target = readTarget(model, io, args.permission);
  const result = explainTarget(model, user, target, args.permission.trim());
  if (io.json) io.printJson(result);
  else io.show(<ExplanationView io={io} model={model} result={result} />);
  return result.granted ? EXIT.ok : EXIT.problems;
};

function ExplanationView({ io, model, result }: { io: Io; model: AccessModel; result: Explanation }) {
  const { t } = io;
  const who = `${result.user.login} (${result.user.fullName})`;
  const lines: string[] = [];
  if (result.permission !== null && result.asked !== result.permission) lines.push(t('explain.needs', { asked: result.asked, permission: result.permission }));
  if (result.rule === 'public') lines.push(t('explain.public', { asked: result.asked }));
  else if (result.rule === 'signedIn') lines.push(t(result.granted ? 'explain.signedInYes' : 'explain.signedInNo', { user: who, asked: result.asked, status: t(`status.${result.user.status}`) }));
  else if (result.granted) lines.push(t('explain.granted', { user: who, permission: result.permission ?? '', title: titleOf(model, result.permission ?? ''), via: via(io, result.via) }));
  else if (result.via.length > 0) lines.push(t('explain.heldInactive', { user: who, permission: result.permission ?? '', via: via(io, result.via), status: t(`status.${result.user.status}`) }));
  else lines.push(t('explain.missing', { user: who, permission: result.permission ?? '', title: titleOf(model, result.permission ?? '') }));
  for (const page of result.missingPages) lines.push(t('explain.missingPage', { page, title: titleOf(model, page) }));
  return (
    <Box flexDirection="column">
      {lines.map((line, index) => (
        <Text key={index}>{line}</Text>
      ))}
      {result.grants.length > 0 ? (
        <Box flexDirection="column" marginTop={1}>
          <Heading>{t('explain.grantsHeading')}</Heading>
          <Table
            columns={[
              { header: t('col.kind'), cell: (row: Grant) => t(row.kind === 'role' ? 'kind.role' : 'kind.group') },
              { header: t('col.name'), cell: (row) => row.name },
              { header: t('col.adds'), cell: (row) => String(row.adds.length), right: true },
              { header: t('col.alsoAdds'), cell: (row) => row.adds.filter((key) => key !== result.permission).join(', ') || '—' },
            ]}
            rows={result.grants}
          />
        </Box>
      ) : null}
      {result.rule === 'permission' && !result.granted && result.grants.length === 0 && result.via.length === 0 ? <Text>{t('explain.noGrant', { permission: result.permission ?? '' })}</Text> : null}
    </Box>
  );
}
