import { describe, expect, it } from 'vitest';
import { mergeResources } from '../i18n/resources.js';
import type { TranslationResources } from '../i18n/resources.js';
import { createDeviceText } from './deviceText.js';

const empty = { ru: {}, en: {}, fr: {}, ar: {} } satisfies TranslationResources;
const resources = mergeResources(empty, {
  ru: { kiosk: { title: 'Талон {{code}}', waiting_one: '{{count}} человек', waiting_few: '{{count}} человека', waiting_many: '{{count}} человек', only: 'Только по-русски' } },
  en: { kiosk: { title: 'Ticket {{code}}', waiting_one: '{{count}} person', waiting_other: '{{count}} people' } },
  fr: {},
  ar: { kiosk: { waiting_two: 'شخصان', waiting_other: '{{count}} أشخاص' } },
});

describe('createDeviceText', () => {
  it('reads dotted keys with {{values}}, the language first, then Russian, then the key itself', () => {
    const en = createDeviceText(resources, 'en', 'kiosk');
    expect(en('title', { code: 'А-007' })).toBe('Ticket А-007');
    expect(en('only')).toBe('Только по-русски');
    expect(en('nothing.here')).toBe('nothing.here');
    expect(en('title')).toBe('Ticket {{code}}');
    expect(createDeviceText(resources, 'fr', 'kiosk')('title', { code: 'Б-001' })).toBe('Талон Б-001');
  });

  it("takes each language's plural form for a count", () => {
    const ru = createDeviceText(resources, 'ru', 'kiosk');
    expect([1, 3, 5, 21].map((count) => ru('waiting', { count }))).toEqual(['1 человек', '3 человека', '5 человек', '21 человек']);
    const en = createDeviceText(resources, 'en', 'kiosk');
    expect([1, 2].map((count) => en('waiting', { count }))).toEqual(['1 person', '2 people']);
    const ar = createDeviceText(resources, 'ar', 'kiosk');
    expect([2, 7].map((count) => ar('waiting', { count }))).toEqual(['شخصان', '7 أشخاص']);
  });

  it('merges sources per language, a later namespace winning', () => {
    const merged = mergeResources(resources, { ...empty, en: { kiosk: { title: 'Other' } } });
    expect(merged.en['kiosk']).toEqual({ title: 'Other' });
    expect(merged.ru['kiosk']).toBe(resources.ru['kiosk']);
  });
});
