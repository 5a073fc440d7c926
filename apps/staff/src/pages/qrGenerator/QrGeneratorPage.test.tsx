import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UiPrefs } from '@abitura/ui';
import { FIRST_LOAD, renderSignedIn, type Handlers } from '../../testing/renderSignedIn.js';
import { typeThenPause } from '../../testing/typing.js';
import { qrGeneratorPages } from './index.js';
import { PREVIEW_DEBOUNCE_MS } from './qrGeneratorModel.js';

afterEach(() => {
  vi.useRealTimers();
});

/** The page's own right only: no events or applicants. */
const ADMIN_ABILITY = { admin: true };
/** The session's user id of sessionWith (testing/replies.ts), whose settings the page keeps. */
const STORAGE_KEY = 'abitura:qrGenerator:1';

async function openGenerator(handlers: Handlers = {}, ability: Record<string, boolean> = ADMIN_ABILITY, prefs: Partial<UiPrefs> = {}) {
  const view = renderSignedIn({ path: '/qr-generator', pages: qrGeneratorPages, ability, handlers, prefs });
  await screen.findByRole('heading', { level: 1 }, FIRST_LOAD);
  return view;
}

const textField = () => screen.getByRole('textbox', { name: 'Текст или адрес' });
const qrImage = (text: string) => screen.findByRole('img', { name: `QR-код: ${text}` });

describe('QrGeneratorPage', () => {
  it('opens empty with a hint and no files to download', async () => {
    await openGenerator();
    expect(screen.getByRole('heading', { level: 1, name: 'Генератор QR-кодов' })).toBeTruthy();
    expect(await screen.findByText('Введите текст или адрес')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Скачать/ })).toBeNull();
    expect(screen.queryByRole('img', { name: /QR-код/ })).toBeNull();
  });

  it('draws the typed address once typing pauses and offers it as PNG and SVG named after it', async () => {
    await openGenerator();
    typeThenPause(textField(), ['https://', 'https://mos.ru/ab'], { pause: PREVIEW_DEBOUNCE_MS, look: () => expect(screen.queryByRole('img', { name: /QR-код/ })).toBeNull() });
    const image = await qrImage('https://mos.ru/ab');
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const png = screen.getByRole('link', { name: 'Скачать PNG: qr-mos-ru-ab.png' });
    expect(png.getAttribute('download')).toBe('qr-mos-ru-ab.png');
    expect(png.getAttribute('href')).toMatch(/^data:image\/png;base64,/);
    const svg = screen.getByRole('link', { name: 'Скачать SVG: qr-mos-ru-ab.svg' });
    expect(svg.getAttribute('download')).toBe('qr-mos-ru-ab.svg');
    expect(svg.getAttribute('href')).toMatch(/^blob:/);
    expect(screen.getByRole('button', { name: 'Копировать текст' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({ text: 'https://mos.ru/ab' });
  });

  it('draws the code again when the error-correction level changes', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ text: 'https://mos.ru', level: 'L' }));
    const { user } = await openGenerator();
    const before = (await qrImage('https://mos.ru')).getAttribute('src');
    const levels = screen.getByRole('radiogroup', { name: 'Уровень коррекции ошибок' });
    expect(within(levels).getAllByRole('radio')).toHaveLength(4);
    expect(within(levels).getByText(/~30 % кода может быть повреждено/)).toBeTruthy();
    await user.click(within(levels).getByRole('radio', { name: /^H —/ }));
    await vi.waitFor(async () => expect((await qrImage('https://mos.ru')).getAttribute('src')).not.toBe(before));
  });

  it('keeps the text over a reload and says when it is too long for the level, naming the levels it fits', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ text: 'HTTPS://ABITURA.EXAMPLE/'.padEnd(2500, 'A1B2C3'), level: 'H' }));
    await openGenerator();
    expect((textField() as HTMLTextAreaElement).value).toHaveLength(2500);
    const alert = await screen.findByText('Текст слишком длинный для уровня H.');
    expect(alert.closest('[role="alert"]')?.textContent).toContain('Он поместится на уровне L, M:');
    expect(screen.queryByRole('link', { name: /Скачать/ })).toBeNull();
  });

  it('goes back to the hint when the text is cleared', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ text: 'Привет' }));
    await openGenerator();
    await qrImage('Привет');
    fireEvent.change(textField(), { target: { value: '' } });
    expect(await screen.findByText('Введите текст или адрес')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Скачать/ })).toBeNull();
  });

  it('reads right to left in Arabic', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ text: 'https://mos.ru' }));
    await openGenerator({}, ADMIN_ABILITY, { language: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'مولّد رموز QR' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'رمز QR: https://mos.ru' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'تنزيل PNG: qr-mos-ru.png' })).toBeTruthy();
    expect(document.querySelector('[dir="rtl"]')).not.toBeNull();
  });
});
