import { z } from 'zod';
import type { AccessRule, ActionContract } from './defineAction.js';

function describeAccess(rule: AccessRule): string {
  if (typeof rule === 'string') return `permission \`${rule}\``;
  if ('signedIn' in rule) return 'any signed-in user';
  return `public: ${rule.public.join(', ')}`;
}

/** A compact one-line type of a params object, from its JSON Schema: `{ id: integer, tab?: string }`. */
function describeParams(schema: z.ZodType): string {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { type?: string | string[]; anyOf?: Array<{ type?: string }>; items?: unknown; pattern?: string }>;
    required?: string[];
  };
  const entries = Object.entries(json.properties ?? {});
  if (entries.length === 0) return '{}';
  const required = new Set(json.required ?? []);
  const fields = entries.map(([key, property]) => {
    const types = property.anyOf ? property.anyOf.map((item) => item.type ?? 'value') : [property.type ?? 'value'].flat();
    return `${key}${required.has(key) ? '' : '?'}: ${[...new Set(types)].join(' | ')}`;
  });
  return `{ ${fields.join(', ')} }`;
}

/**
 * docs/actions.md, generated from the contracts so the catalogue cannot drift from the code.
 * Regenerate with `ABITURA_UPDATE_DOCS=1 npx vitest run src/contracts/actionsDoc.test.ts` in packages/sdk.
 */
export function renderActionsDoc(contracts: readonly ActionContract[]): string {
  const lines = [
    '# Action catalogue',
    '',
    'Generated from `packages/contracts/src` (do not edit by hand; a test fails when this file is stale).',
    'Every action travels in the envelope `{action, params, token, requestId}` over `POST /api/rpc` or the',
    'WebSocket `/api/ws`, and is answered `{success, message, data}` (DESIGN.md section 2). Writes are applied',
    'once per requestId. "Statuses" are the account statuses allowed to call the action when signed in.',
    '',
  ];
  const domains = new Map<string, ActionContract[]>();
  for (const contract of contracts) {
    const domain = contract.name.split('/')[0] as string;
    domains.set(domain, [...(domains.get(domain) ?? []), contract]);
  }
  for (const [domain, list] of domains) {
    lines.push(`## ${domain}`, '', '| Action | Access | Kind | Statuses | Params | What it does |', '| --- | --- | --- | --- | --- | --- |');
    for (const contract of list) {
      const params = describeParams(contract.params).replace(/\|/g, '\\|');
      lines.push(
        `| \`${contract.name}\` | ${describeAccess(contract.permission)} | ${contract.kind} | ${contract.statuses.join(', ')} | \`${params}\` | ${contract.summary} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}
