import { describe, expect, it } from 'vitest';
import { findTranslationProblems, mergeResources } from '@abitura/ui/device';
import { appResources } from './app/appResources.js';
import { scannerTexts } from './scanner/scannerResources.js';
import { ticketTexts } from './ticket/ticketResources.js';

describe('the QR pages translations', () => {
  it('have every key, plural form and placeholder in ru, en, fr and ar', () => {
    const all = mergeResources(appResources, ticketTexts, scannerTexts);
    expect(findTranslationProblems(all)).toEqual([]);
    expect(Object.keys(all.ru).sort()).toEqual(['app', 'device', 'scanner', 'ticket']);
  });
});
