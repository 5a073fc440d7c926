import { describe, expect, it } from 'vitest';
import { COMMUNICATION_MODES } from '@abitura/sdk';
import ru from '../i18n/locales/ru/connection.json';
import { translationProblems } from '../sdk/testing/translations.js';

describe("the 'connection' namespace", () => {
  it('has the same keys and placeholders in ru, en, fr and ar', () => {
    expect(translationProblems('connection')).toEqual([]);
  });

  it('names every communication mode and every status', () => {
    const keys = Object.keys(ru);
    for (const mode of COMMUNICATION_MODES) expect(keys).toContain(`mode-${mode}`);
    for (const status of ['online', 'fallback', 'api', 'connecting', 'offline']) expect(keys).toContain(`status-${status}`);
  });
});
