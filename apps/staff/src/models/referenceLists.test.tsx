import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientProvider } from '@abitura/ui';
import { fail, ok, respondWith } from '@abitura/ui/testing';
import type { Responder } from '@abitura/ui/testing';
import { referenceRequest, useReferenceList } from './referenceLists.js';
import { createStaffI18n } from '../app/i18n.js';
import { allResources } from '../testing/allTranslations.js';
import { testClients } from '../testing/testClients.js';
import { loadReferenceLabels } from './referenceLabels.js';
import { TALK_THEMES } from '@abitura/contracts/vocabulary';

const item = (code: string, label: string, archived = false, data: Record<string, unknown> = {}) => ({ code, label, position: 1, archived, data });
const INTENTS = [item('university', 'Поступить в вуз'), item('other', 'Другое', true)];
const LEVELS = [item('3', 'Среднее профессиональное образование'), item('13', 'Профессиональное обучение')];

const newClient = testClients();

function renderList(respond: Responder, list: Parameters<typeof useReferenceList>[0], options?: Parameters<typeof useReferenceList>[1], language = 'ru') {
  const test = newClient(respond);
  const i18n = createStaffI18n(language, { resources: allResources });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <ClientProvider client={test.client}>{children}</ClientProvider>
    </I18nextProvider>
  );
  const view = renderHook(() => useReferenceList(list, options), { wrapper });
  return { ...test, ...view };
}

describe('referenceRequest', () => {
  it('asks a list with a lookup action of its own through that action', () => {
    expect(referenceRequest('intents')).toEqual({ name: 'reference:intents', request: { action: 'Reference/Intents', params: { withArchived: false } } });
    expect(referenceRequest('industries', true)).toEqual({ name: 'reference:industries:all', request: { action: 'Reference/Industry', params: { withArchived: true } } });
  });

  it('asks any other list through Reference/List', () => {
    expect(referenceRequest('educationLevels')).toEqual({ name: 'reference:educationLevels', request: { action: 'Reference/List', params: { list: 'educationLevels', withArchived: false } } });
    expect(referenceRequest('okrugs', true).name).toBe('reference:okrugs:all');
  });
});

describe('useReferenceList', () => {
  it('loads the list, then names codes by their labels (numbers as their digits)', async () => {
    const { result, requests } = renderList(respondWith({ 'Reference/List': () => ok(LEVELS) }), 'educationLevels');
    expect(result.current.loading).toBe(true);
    expect(result.current.items).toEqual([]);
    expect(result.current.labelOf(3)).toBe('3');
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(requests.map((envelope) => [envelope.action, envelope.params])).toEqual([['Reference/List', { list: 'educationLevels', withArchived: false }]]);
    expect(result.current.labelOf(3)).toBe('Среднее профессиональное образование');
    expect(result.current.labelOf('13')).toBe('Профессиональное обучение');
    expect(result.current.labelOf(99)).toBe('99');
    expect(result.current.labelOf(null)).toBe('');
    expect(result.current.find(13)?.label).toBe('Профессиональное обучение');
    expect(result.current.find(undefined)).toBeUndefined();
  });

  it('reads a list with a lookup action, with archived entries when asked', async () => {
    const { result, requests } = renderList(respondWith({ 'Reference/Intents': () => ok(INTENTS) }), 'intents', { withArchived: true });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(requests[0]).toMatchObject({ action: 'Reference/Intents', params: { withArchived: true } });
    expect(result.current.labelOf('other')).toBe('Другое');
  });

  it('fetches a list once for every component that reads it', async () => {
    const test = newClient(respondWith({ 'Reference/List': () => ok(LEVELS) }));
    const wrapper = ({ children }: { children: ReactNode }) => <ClientProvider client={test.client}>{children}</ClientProvider>;
    const first = renderHook(() => useReferenceList('educationLevels'), { wrapper });
    const second = renderHook(() => useReferenceList('educationLevels'), { wrapper });
    await waitFor(() => expect(second.result.current.loading).toBe(false));
    expect(first.result.current.items).toHaveLength(2);
    expect(test.requests).toHaveLength(1);
  });

  it('gives up on a refusal with an empty list and the error, and loads again on reload', async () => {
    let refuse = true;
    const { result, requests } = renderList(respondWith({ 'Reference/List': () => (refuse ? fail('ACCESS_DENIED', 'Нет права') : ok(LEVELS)) }), 'educationLevels');
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.items).toEqual([]);
    expect(result.current.error).toBe('ACCESS_DENIED');
    refuse = false;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(result.current.error).toBeNull();
    expect(requests).toHaveLength(2);
  });

  it("reads labels in the interface language where the entry has a translation, else the server's", async () => {
    await loadReferenceLabels('en');
    const industries = [item('it', 'Информационные технологии'), item('added_by_admin', 'Новая отрасль')];
    const english = renderList(respondWith({ 'Reference/Industry': () => ok(industries) }), 'industries', undefined, 'en');
    await waitFor(() => expect(english.result.current.items).toHaveLength(2));
    expect(english.result.current.items.map((entry) => entry.label)).toEqual(['Information technology', 'Новая отрасль']);
    expect(english.result.current.labelOf('it')).toBe('Information technology');
    expect(english.result.current.find('it')?.label).toBe('Information technology');
    const russian = renderList(respondWith({ 'Reference/Industry': () => ok(industries) }), 'industries');
    await waitFor(() => expect(russian.result.current.items).toHaveLength(2));
    expect(russian.result.current.labelOf('it')).toBe('Информационные технологии');
  });

  describe('an entry bound to a season', () => {
    // Only the date is faked: the loader's own timers run as usual.
    afterEach(() => vi.useRealTimers());
    const themes = TALK_THEMES.map((entry) => item(entry.value, entry.label, false, 'season' in entry ? { season: entry.season } : {}));

    it("names today's season in a picker and follows the clock into the next one", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-20T10:00:00+03:00'));
      const { result } = renderList(respondWith({ 'Reference/TalkTheme': () => ok(themes) }), 'talkThemes');
      await waitFor(() => expect(result.current.loading).toBe(false));
      expect(result.current.labelOf('prkom24')).toBe('Приёмная кампания 2027');
      expect(result.current.labelOf('MSH2025Survey')).toBe('Анкетирование МЭШ 2026/2027');
      expect(result.current.labelOf('proftests')).toBe('Профтестирование');
      vi.setSystemTime(new Date('2027-09-01T10:00:00+03:00'));
      const later = renderList(respondWith({ 'Reference/TalkTheme': () => ok(themes) }), 'talkThemes');
      await waitFor(() => expect(later.result.current.loading).toBe(false));
      expect(later.result.current.items.map((entry) => entry.label)).toContain('Приёмная кампания 2028');
    });

    it("names the season of a record's date, and says when it is past, in the interface language", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-20T10:00:00+03:00'));
      const { result } = renderList(respondWith({ 'Reference/TalkTheme': () => ok(themes) }), 'talkThemes');
      await waitFor(() => expect(result.current.loading).toBe(false));
      expect(result.current.labelOf('prkom24', '2024-07-02T09:00:00Z')).toBe('Приёмная кампания 2024 (прошедший сезон)');
      expect(result.current.labelOf('prkom24', '2026-10-02T09:00:00Z')).toBe('Приёмная кампания 2027');
      await loadReferenceLabels('en');
      const english = renderList(respondWith({ 'Reference/TalkTheme': () => ok(themes) }), 'talkThemes', undefined, 'en');
      await waitFor(() => expect(english.result.current.loading).toBe(false));
      expect(english.result.current.labelOf('prkom24', '2024-07-02T09:00:00Z')).toBe('Admissions campaign 2024 (past season)');
      expect(english.result.current.labelOf('MSH2025Survey')).toBe('MESH survey 2026/2027');
    });
  });
});
