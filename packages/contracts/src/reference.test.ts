import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerCall } from './callService.js';
import { createApplicant, listApplicants } from './contingent.js';
import { EDITABLE_REFERENCE_LISTS, LIST_CODE_META, listCode, REFERENCE_LISTS } from './reference.js';

const call = (theme: unknown) => ({ data: { personId: 1, direction: 'incoming', theme, result: 1 } });
const messagesOf = (error: z.ZodError | undefined) => (error?.issues ?? []).map((issue) => issue.message);

describe('codes of the lists administrators edit', () => {
  it('are only the year-to-year lists; intents and event formats are closed like SPEC section 3 says', () => {
    expect(EDITABLE_REFERENCE_LISTS).toEqual(['talkThemes', 'informationSources']);
    expect(REFERENCE_LISTS.find((entry) => entry.list === 'intents')?.editable).toBe(false);
    expect(REFERENCE_LISTS.find((entry) => entry.list === 'eventFormats')?.editable).toBe(false);
  });

  it('take any code of the shape, an entry added after the release included, trimmed', () => {
    expect(registerCall.params.parse(call(' open_day-2026 ')).data.theme).toBe('open_day-2026');
    expect(createApplicant.params.parse({ data: { last_name: 'Иванов', first_name: 'Иван', information_source: 'radio.fm' } }).data.information_source).toBe('radio.fm');
  });

  it('refuse what no list could hold with the field’s own sentence', () => {
    for (const bad of ['', '   ', 'с пробелом', 'x'.repeat(65), 7, null]) {
      expect(messagesOf(registerCall.params.safeParse(call(bad)).error), String(bad)).toEqual(['Выберите тему разговора из списка']);
    }
  });

  it('are marked, so the server can find every such field of every action', () => {
    const schema = z.toJSONSchema(z.object({ theme: listCode('talkThemes', 'Тема') }), { io: 'input' }) as { properties: Record<string, Record<string, unknown>> };
    expect(schema.properties.theme?.[LIST_CODE_META]).toBe('talkThemes');
  });

  it('filter by any code of the shape, unmarked: a filter may look for an archived entry', () => {
    expect(listApplicants.params.parse({ information_source: 'retired_source' })).toMatchObject({ information_source: 'retired_source' });
    const schema = JSON.stringify(z.toJSONSchema(listApplicants.params, { io: 'input', unrepresentable: 'any' }));
    expect(schema).not.toContain(LIST_CODE_META);
  });
});
