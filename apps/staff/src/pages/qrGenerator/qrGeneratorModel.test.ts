import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@abitura/sdk';
import { deferred, manualClock } from '../../testing/timing.js';
import { colourProblem, contrastRatio, DEFAULT_QR_SETTINGS, fittingLevels, parseQrSettings, renderQr, type QrRender, type QrSettings } from './qrEncoding.js';
import { qrFileName, qrSlug } from './qrFileName.js';
import { createQrGeneratorModel, type ObjectUrls, type QrGeneratorModel, type QrPreview } from './qrGeneratorModel.js';
import { qrSettingsStore } from './qrSettingsStore.js';

/** Object URLs counted, so a test sees each SVG file's URL made and freed. */
function countedUrls() {
  let next = 0;
  const live = new Set<string>();
  const urls: ObjectUrls = {
    create: () => {
      const url = `blob:test/${++next}`;
      live.add(url);
      return url;
    },
    revoke: (url) => void live.delete(url),
  };
  return { urls, live };
}

function setup(stored: Partial<QrSettings> | null = null, render?: (settings: QrSettings) => Promise<QrRender>) {
  const storage = createMemoryStorage();
  const store = qrSettingsStore(storage, 7);
  if (stored) store.write({ ...DEFAULT_QR_SETTINGS, ...stored });
  const clock = manualClock();
  const { urls, live } = countedUrls();
  const model = createQrGeneratorModel({ store, clock, urls, ...(render ? { render } : {}) });
  return { model, clock, live, store };
}

/** Waits for the library's answer (its PNG encoder streams over several turns). */
async function drawn(model: QrGeneratorModel, state: QrPreview['state'] = 'ready'): Promise<void> {
  await vi.waitFor(() => expect(model.stale.value || model.preview.value.state !== state).toBe(false));
}

/** 400 digits-and-letters address text: fits at L, M and Q in alphanumeric mode, but not twice. */
const LONG_TEXT = 'HTTPS://ABITURA.EXAMPLE/'.padEnd(2000, 'A1B2C3');

describe('QR settings', () => {
  it('keeps stored fields the page offers and puts defaults in place of spoiled ones', () => {
    expect(parseQrSettings({ text: 'https://mos.ru', size: 512, level: 'H', margin: 2, dark: '#1A2B3C', light: '#ffffff' })).toEqual({ text: 'https://mos.ru', size: 512, level: 'H', margin: 2, dark: '#1a2b3c', light: '#ffffff' });
    expect(parseQrSettings({ text: 'keep me', size: 300, level: 'X', margin: 99, dark: 'red', light: 5 })).toEqual({ ...DEFAULT_QR_SETTINGS, text: 'keep me' });
    expect(parseQrSettings({ margin: 1.5 })?.margin).toBe(4);
    expect(parseQrSettings('text')).toBeNull();
    expect(parseQrSettings(null)).toBeNull();
  });

  it('warns of colours a camera reads badly or not at all', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(colourProblem('#000000', '#ffffff')).toBeNull();
    expect(colourProblem('#777777', '#888888')).toBe('lowContrast');
    expect(colourProblem('#ffffff', '#000000')).toBe('inverted');
    expect(colourProblem('#1e3a8a', '#fef3c7')).toBeNull();
  });
});

describe('QR file names', () => {
  it('names a file after the address without its scheme, and after Russian text in Latin letters', () => {
    expect(qrFileName('https://www.mos.ru/tickets/ab12', 'png')).toBe('qr-mos-ru-tickets-ab12.png');
    expect(qrFileName('День открытых дверей', 'svg')).toBe('qr-den-otkrytykh-dverey.svg');
    expect(qrFileName('  Ёлка — щука! ', 'png')).toBe('qr-elka-shchuka.png');
  });

  it('cuts a long slug at a word boundary dash and falls back when nothing readable is left', () => {
    const slug = qrSlug(`https://example.org/${'segment-'.repeat(20)}`);
    expect(slug.length).toBeLessThanOrEqual(40);
    expect(slug.endsWith('-')).toBe(false);
    expect(qrFileName('مرحبا', 'png')).toBe('qr-code.png');
    expect(qrFileName('!!!', 'svg')).toBe('qr-code.svg');
  });
});

describe('QR drawing', () => {
  it('draws SVG and PNG at the chosen size, level and colours', async () => {
    const result = await renderQr({ ...DEFAULT_QR_SETTINGS, text: 'https://mos.ru', size: 512, dark: '#112233', light: '#fefefe' });
    if (!result.ok) throw new Error('not drawn');
    expect(result.images.svg).toMatch(/^<svg[^>]+width="512"/);
    expect(result.images.svg).toContain('#112233');
    expect(result.images.svg).toContain('#fefefe');
    expect(result.images.png).toMatch(/^data:image\/png;base64,/);
  });

  it('says a text is too long for its level and at which lower levels it fits, from the library refusal', async () => {
    const text = LONG_TEXT.slice(0, 2500);
    expect(fittingLevels(text)).toEqual(['L', 'M', 'Q']);
    expect(await renderQr({ ...DEFAULT_QR_SETTINGS, text, level: 'H' })).toEqual({ ok: false, problem: 'tooLong', fitsAt: ['L', 'M', 'Q'] });
    const huge = 'x'.repeat(3000);
    expect(await renderQr({ ...DEFAULT_QR_SETTINGS, text: huge, level: 'L' })).toEqual({ ok: false, problem: 'tooLong', fitsAt: [] });
  });
});

describe('createQrGeneratorModel', () => {
  it('starts empty and offers no files while there is nothing to encode', async () => {
    const { model, clock } = setup();
    await model.renderNow();
    expect(model.preview.value).toEqual({ state: 'empty' });
    model.update({ text: '   \n ' });
    expect(clock.pending()).toBe(0);
    expect(model.preview.value.state).toBe('empty');
  });

  it('draws once typing pauses, not on every key, and keeps the settings for the next visit', async () => {
    const calls: string[] = [];
    const { model, clock, store } = setup(null, (settings) => {
      calls.push(settings.text);
      return renderQr(settings);
    });
    model.update({ text: 'h' });
    model.update({ text: 'ht' });
    model.update({ text: ' https://mos.ru \n' });
    expect(calls).toEqual([]);
    expect(model.stale.value).toBe(true);
    expect(clock.pending()).toBe(1);
    clock.runAll();
    await drawn(model);
    expect(calls).toEqual(['https://mos.ru']);
    const preview = model.preview.value;
    if (preview.state !== 'ready') throw new Error(preview.state);
    expect(preview.code).toMatchObject({ text: 'https://mos.ru', pngName: 'qr-mos-ru.png', svgName: 'qr-mos-ru.svg', svgUrl: 'blob:test/1' });
    expect(model.stale.value).toBe(false);
    expect(store.read()?.text).toBe(' https://mos.ru \n');
  });

  it('draws again after a level change, freeing the old SVG file, and frees the last one when the page goes', async () => {
    const { model, clock, live } = setup({ text: 'https://mos.ru' });
    await model.renderNow();
    const first = model.preview.value;
    model.update({ level: 'H' });
    clock.runAll();
    await drawn(model);
    const second = model.preview.value;
    if (first.state !== 'ready' || second.state !== 'ready') throw new Error('not drawn');
    expect(second.code.images.svg).not.toBe(first.code.images.svg);
    expect([...live]).toEqual([second.code.svgUrl]);
    model.dispose();
    expect(live.size).toBe(0);
    expect(clock.pending()).toBe(0);
  });

  it('ignores a margin or colour the page could not have offered', () => {
    const { model } = setup();
    model.update({ margin: 40, dark: 'black', light: '#FFF' });
    expect(model.settings.value).toMatchObject({ margin: 4, dark: '#000000', light: '#ffffff' });
    model.update({ margin: 0, dark: '#aaaaaa' });
    expect(model.settings.value).toMatchObject({ margin: 0, dark: '#aaaaaa' });
    expect(model.colourWarning.value).toBe('lowContrast');
    model.resetColours();
    expect(model.colourWarning.value).toBeNull();
  });

  it('shows the too-long message with the levels that fit', async () => {
    const { model, clock } = setup({ level: 'H' });
    model.update({ text: LONG_TEXT.slice(0, 2500) });
    clock.runAll();
    await drawn(model, 'tooLong');
    expect(model.preview.value).toEqual({ state: 'tooLong', fitsAt: ['L', 'M', 'Q'] });
  });

  it('never lets a slow drawing of older settings replace a newer one', async () => {
    const replies = new Map<string, ReturnType<typeof deferred<QrRender>>>();
    const { model } = setup(null, (settings) => {
      const reply = deferred<QrRender>();
      replies.set(settings.text, reply);
      return reply.promise;
    });
    model.update({ text: 'old' });
    const older = model.renderNow();
    model.update({ text: 'new' });
    const newer = model.renderNow();
    replies.get('new')?.resolve({ ok: true, images: { svg: '<svg>new</svg>', png: 'data:image/png;base64,new' } });
    await newer;
    replies.get('old')?.resolve({ ok: true, images: { svg: '<svg>old</svg>', png: 'data:image/png;base64,old' } });
    await older;
    const preview = model.preview.value;
    if (preview.state !== 'ready') throw new Error(preview.state);
    expect(preview.code.text).toBe('new');
  });
});
