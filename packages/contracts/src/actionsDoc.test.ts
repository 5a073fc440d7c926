import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderActionsDoc } from './actionsDoc.js';
import { defineAction } from './defineAction.js';
import { contracts } from './registry.js';

const docPath = fileURLToPath(new URL('../../../docs/actions.md', import.meta.url));

describe('docs/actions.md', () => {
  it('is the catalogue generated from the contracts', () => {
    const rendered = renderActionsDoc(contracts);
    if (process.env.ABITURA_UPDATE_DOCS === '1') writeFileSync(docPath, rendered);
    expect(readFileSync(docPath, 'utf8')).toBe(rendered);
  });

  it('renders access, kind, statuses and a params summary for each action', () => {
    const doc = renderActionsDoc([
      defineAction({
        name: 'Demo/Read',
        permission: 'viewDemo',
        kind: 'read',
        params: z.object({ id: z.number().int(), tab: z.string().optional(), when: z.union([z.string(), z.null()]) }).strict(),
        result: z.null(),
        summary: 'Reads a demo.',
      }),
      defineAction({ name: 'Demo/Open', permission: { public: ['kiosk'] }, kind: 'write', params: z.object({}).strict(), result: z.null(), summary: 'Opens.' }),
      defineAction({ name: 'Other/Any', permission: { signedIn: true }, kind: 'read', params: z.object({}).strict(), result: z.null(), summary: 'Any.' }),
    ]);
    expect(doc).toContain('## Demo');
    expect(doc).toContain('| `Demo/Read` | permission `viewDemo` | read | active | `{ id: integer, tab?: string, when: string \\| null }` | Reads a demo. |');
    expect(doc).toContain('| `Demo/Open` | public: kiosk | write | active | `{}` | Opens. |');
    expect(doc).toContain('| `Other/Any` | any signed-in user |');
  });
});
