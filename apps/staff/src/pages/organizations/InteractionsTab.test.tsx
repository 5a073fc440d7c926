import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrganizationInteraction } from '@abitura/contracts';
import { formatDisplayDateTime } from '@abitura/ui';
import { ok } from '@abitura/ui/testing';
import { READER_ABILITY, REGISTRY_ABILITY, SCHOOL_CARD, interaction } from './testing/fixtures.js';
import { renderOrganizations } from './testing/renderOrganizations.js';
import { FIRST_LOAD } from '../../testing/renderSignedIn.js';
import { paramsOf } from '../../testing/replies.js';

type Handlers = Parameters<typeof renderOrganizations>[1];

const OLDER = interaction({ id: 1, type: 'outcall', result: null, comment: 'Не дозвонились,\nперезвонить в понедельник', date: '2025-09-01T08:00:00.000Z', author: null });
const NEWER = interaction({ id: 2 });

function interactionsServer(initial: OrganizationInteraction[]): Handlers {
  let items = [...initial];
  return {
    'Organization/GetOrganization': () => ok({ ...SCHOOL_CARD, counts: { ...SCHOOL_CARD.counts, interactions: items.length } }),
    'Interaction/OrganizationGet': () => ok(items),
    'Interaction/OrganizationCreate': (params: Omit<OrganizationInteraction, 'id'>) => {
      const created = interaction({ ...params, id: 3, date: params.date ?? '2025-09-05T12:00:00.000Z', comment: params.comment ?? null, result: params.result ?? null });
      items = [created, ...items];
      return ok(created);
    },
  };
}

async function openInteractions(handlers: Handlers, ability: Record<string, boolean> = REGISTRY_ABILITY) {
  const view = renderOrganizations('/registry/organizations/viewnew/11/interactions', handlers, ability);
  await screen.findByRole('heading', { level: 1, name: SCHOOL_CARD.name }, FIRST_LOAD);
  return view;
}

describe('InteractionsTab', () => {
  it('shows the timeline newest first with type, date, author, result and comment', async () => {
    const { requests } = await openInteractions(interactionsServer([NEWER, OLDER]));
    const timeline = await screen.findByRole('list', { name: 'Взаимодействия с организацией, сначала новые' });
    const entries = within(timeline).getAllByRole('listitem');
    expect(paramsOf(requests, 'Interaction/OrganizationGet')).toEqual([{ id: 11 }]);
    await waitFor(() => expect(within(entries[0]!).getByText('Визит в организацию')).toBeTruthy());
    expect(within(entries[0]!).getByText(formatDisplayDateTime(NEWER.date))).toBeTruthy();
    expect(within(entries[0]!).getByText('Администратор Системы')).toBeTruthy();
    expect(entries[0]!.textContent).toContain('Итог: Договорились о дне открытых дверей');
    expect(within(entries[1]!).getByText('Исходящий звонок')).toBeTruthy();
    expect(within(entries[1]!).getByText('автор не указан')).toBeTruthy();
    expect(entries[1]!.textContent).toContain('перезвонить в понедельник');
  });

  it('records an interaction: a result or a comment is needed, then it joins the timeline', async () => {
    const { user, requests } = await openInteractions(interactionsServer([OLDER]));
    await screen.findByRole('list', { name: /Взаимодействия с организацией/ });
    await user.click(screen.getByRole('button', { name: 'Записать' }));
    expect(await screen.findByText('Опишите итог или добавьте комментарий.')).toBeTruthy();
    expect(paramsOf(requests, 'Interaction/OrganizationCreate')).toHaveLength(0);
    await user.click(screen.getByRole('combobox', { name: 'Тип' }));
    await user.click(await screen.findByRole('option', { name: 'Входящий звонок' }));
    await user.type(screen.getByRole('textbox', { name: 'Итог' }), 'Запросили презентацию колледжей{Enter}');
    expect(await screen.findByText('Взаимодействие «Входящий звонок» записано.')).toBeTruthy();
    expect(paramsOf(requests, 'Interaction/OrganizationCreate')).toEqual([{ organization: 11, type: 'incall', result: 'Запросили презентацию колледжей', comment: null }]);
    const entries = within(screen.getByRole('list', { name: /Взаимодействия с организацией/ })).getAllByRole('listitem');
    expect(entries[0]!.textContent).toContain('Запросили презентацию колледжей');
    expect((screen.getByRole('textbox', { name: 'Итог' }) as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(screen.getByRole('tab', { name: /Взаимодействия/ }).textContent).toBe('Взаимодействия2'));
  });

  it('offers no form without manageOrganizationInteractions', async () => {
    await openInteractions(interactionsServer([NEWER]), READER_ABILITY);
    await screen.findByRole('list', { name: /Взаимодействия с организацией/ });
    expect(screen.queryByRole('button', { name: 'Записать' })).toBeNull();
  });
});
