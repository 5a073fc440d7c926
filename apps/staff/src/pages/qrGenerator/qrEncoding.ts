/**
 * The QR generator's settings and the one place the page talks to the `qrcode` library: settings
 * read back from storage are checked before use, a text is drawn as SVG (the preview and the SVG
 * file) and as a PNG data URL (the PNG file), and a text too long for its error-correction level
 * is told apart from other failures by the library's own refusal, with the levels it would fit.
 * This module is imported only by the page's lazy chunk, so the library never weighs on the app's
 * first download.
 */
import QRCode from 'qrcode';

/** Error-correction levels, lowest first: each keeps the code readable with more of it damaged. */
export const QR_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export type QrLevel = (typeof QR_LEVELS)[number];

/** Roughly how much of the code may be damaged or covered at each level (ISO/IEC 18004). */
export const QR_LEVEL_RECOVERY: Record<QrLevel, number> = { L: 7, M: 15, Q: 25, H: 30 };

/** Image sizes offered, in pixels: from a screen thumbnail to a poster. */
export const QR_SIZES = [128, 192, 256, 384, 512, 768, 1024] as const;
export type QrSize = (typeof QR_SIZES)[number];

/** The quiet zone around the code, in modules: the standard asks for 4, scanners manage with less. */
export const MIN_MARGIN = 0;
export const MAX_MARGIN = 16;

export interface QrSettings {
  text: string;
  size: QrSize;
  level: QrLevel;
  /** Modules of blank border. */
  margin: number;
  /** #rrggbb of the modules. */
  dark: string;
  /** #rrggbb of the background. */
  light: string;
}

export const DEFAULT_QR_SETTINGS: Readonly<QrSettings> = Object.freeze({ text: '', size: 256, level: 'M', margin: 4, dark: '#000000', light: '#ffffff' });

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

function isLevel(value: unknown): value is QrLevel {
  return typeof value === 'string' && (QR_LEVELS as readonly string[]).includes(value);
}

function isSize(value: unknown): value is QrSize {
  return typeof value === 'number' && (QR_SIZES as readonly number[]).includes(value);
}

export function isMargin(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_MARGIN && value <= MAX_MARGIN;
}

export function isColour(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOUR.test(value);
}

/**
 * Settings from storage (or any unknown value): each field that does not hold a value the page
 * offers falls back to its default, so one spoiled field does not cost the typed text.
 */
export function parseQrSettings(stored: unknown): QrSettings | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const value = stored as Record<string, unknown>;
  return {
    text: typeof value.text === 'string' ? value.text : DEFAULT_QR_SETTINGS.text,
    size: isSize(value.size) ? value.size : DEFAULT_QR_SETTINGS.size,
    level: isLevel(value.level) ? value.level : DEFAULT_QR_SETTINGS.level,
    margin: isMargin(value.margin) ? value.margin : DEFAULT_QR_SETTINGS.margin,
    dark: isColour(value.dark) ? value.dark.toLowerCase() : DEFAULT_QR_SETTINGS.dark,
    light: isColour(value.light) ? value.light.toLowerCase() : DEFAULT_QR_SETTINGS.light,
  };
}

/** The WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const luminance = (hex: string) => {
    const channels = [1, 3, 5].map((at) => {
      const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (channels[0] ?? 0) + 0.7152 * (channels[1] ?? 0) + 0.0722 * (channels[2] ?? 0);
  };
  const [high, low] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/**
 * Below this ratio phone cameras start to miss codes; the page warns but still draws, since a
 * printed colour may read differently from the screen's.
 */
export const MIN_SCANNABLE_CONTRAST = 3;

/** Dark modules on a lighter background: some scanners do not read inverted codes at all. */
export function colourProblem(dark: string, light: string): 'lowContrast' | 'inverted' | null {
  if (contrastRatio(dark, light) < MIN_SCANNABLE_CONTRAST) return 'lowContrast';
  return contrastRatio(dark, '#000000') > contrastRatio(light, '#000000') ? 'inverted' : null;
}

/** What the library was given, in its own terms. */
function libraryOptions(settings: Omit<QrSettings, 'text'>) {
  return {
    errorCorrectionLevel: settings.level,
    margin: settings.margin,
    width: settings.size,
    color: { dark: settings.dark, light: settings.light },
  };
}

export interface QrImages {
  /** The SVG document (the preview, the SVG file). */
  svg: string;
  /** data:image/png;base64,… of the PNG file. */
  png: string;
}

export type QrRender = { ok: true; images: QrImages } | { ok: false; problem: 'tooLong'; fitsAt: readonly QrLevel[] } | { ok: false; problem: 'failed'; message: string };

/** The library's refusal of data beyond version 40 at the chosen level. */
function isTooLong(error: unknown): boolean {
  return error instanceof Error && /too big/i.test(error.message);
}

/** The levels at which the text still fits one code (none: too long at any level). */
export function fittingLevels(text: string): QrLevel[] {
  return QR_LEVELS.filter((level) => {
    try {
      QRCode.create(text, { errorCorrectionLevel: level });
      return true;
    } catch {
      return false;
    }
  });
}

/** Draws `settings.text` both ways; a refusal comes back as a value, never thrown. */
export async function renderQr(settings: QrSettings): Promise<QrRender> {
  const options = libraryOptions(settings);
  try {
    const [svg, png] = await Promise.all([QRCode.toString(settings.text, { ...options, type: 'svg' }), QRCode.toDataURL(settings.text, { ...options, type: 'image/png' })]);
    return { ok: true, images: { svg, png } };
  } catch (error) {
    if (isTooLong(error)) return { ok: false, problem: 'tooLong', fitsAt: fittingLevels(settings.text) };
    return { ok: false, problem: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

/** An SVG document as an image address, for an <img> that needs no object URL to revoke. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A ticket's code on paper: level Q survives a crease or a smudge, a 2-module margin fits the card. */
export const TICKET_QR = { level: 'Q', margin: 2 } as const satisfies Pick<QrSettings, 'level' | 'margin'>;

/** Only the SVG of a text (the ticket sheet draws many and needs no PNG). */
export function qrSvg(text: string, { level, margin }: Pick<QrSettings, 'level' | 'margin'> = TICKET_QR): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: level, margin });
}
