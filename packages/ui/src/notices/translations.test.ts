import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@abitura/sdk';
import ru from '../i18n/locales/ru/notices.json';
import { translationProblems } from '../sdk/testing/translations.js';
import { noticeTranslation } from './noticeText.js';

describe("the 'notices' namespace", () => {
  it('has the same keys and placeholders in ru, en, fr and ar', () => {
    expect(translationProblems('notices')).toEqual([]);
  });

  it('translates every sentence of the SDK catalogue', () => {
    const sentences = [
      ...Object.values(MESSAGES).filter((entry) => typeof entry === 'string'),
      MESSAGES.slowRequest('User/List', 4_000),
      MESSAGES.admissionHttp(500),
    ];
    // A new sentence in the catalogue must be added here (and translated) too.
    expect(sentences).toHaveLength(Object.keys(MESSAGES).length);
    for (const message of sentences) {
      const translation = noticeTranslation({ message });
      expect(translation, message).not.toBeNull();
      expect(Object.keys(ru), message).toContain(translation!.key);
    }
  });

  it('keeps the Russian of the SDK catalogue word for word', () => {
    expect(ru['request-failed']).toBe(MESSAGES.requestFailed);
    expect(ru['empty-response']).toBe(MESSAGES.emptyResponse);
    expect(ru['queue-drain-updating']).toBe(MESSAGES.updating);
    expect(ru['queue-drain-updated']).toBe(MESSAGES.updated);
    expect(ru.copied).toBe(MESSAGES.copied);
    expect(ru['copy-failed']).toBe(MESSAGES.copyFailed);
  });
});
