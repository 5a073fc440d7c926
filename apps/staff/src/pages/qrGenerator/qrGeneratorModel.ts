/**
 * The QR generator as a signal model: the settings as typed (kept in the browser's storage, so a
 * reload keeps the text), the code drawn from them a short pause after the last change (typing a
 * long address draws once, not per key), and the two files it offers. A slow drawing of older
 * settings never replaces a newer one; while a new one is drawn the last code stays on screen.
 * No React here.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Clock } from '@abitura/sdk';
import { createDebounce } from '../../models/debounce.js';
import type { StoredJson } from '../../models/storedJson.js';
import { colourProblem, DEFAULT_QR_SETTINGS, isColour, isMargin, renderQr, type QrImages, type QrRender, type QrSettings } from './qrEncoding.js';
import { qrFileName } from './qrFileName.js';

/** The pause after the last change before the code is drawn again. */
export const PREVIEW_DEBOUNCE_MS = 300;

/** Object URLs for the SVG file; the test passes its own to read what was made and revoked. */
export interface ObjectUrls {
  create(blob: Blob): string;
  revoke(url: string): void;
}

export const browserObjectUrls: ObjectUrls = {
  create: (blob) => URL.createObjectURL(blob),
  revoke: (url) => URL.revokeObjectURL(url),
};

/** A code drawn for one text, with its files. */
export interface QrCodeFiles {
  /** The (trimmed) text it encodes. */
  text: string;
  images: QrImages;
  /** Blob URL of the SVG document. */
  svgUrl: string;
  pngName: string;
  svgName: string;
}

/** What the preview shows: nothing to encode, a code, or why there is none. */
export type QrPreview = { state: 'empty' } | { state: 'ready'; code: QrCodeFiles } | { state: 'tooLong'; fitsAt: readonly string[] } | { state: 'failed'; message: string };

export interface QrGeneratorModel {
  readonly settings: ReadonlySignal<QrSettings>;
  readonly preview: ReadonlySignal<QrPreview>;
  /** The settings changed and their code is not drawn yet. */
  readonly stale: ReadonlySignal<boolean>;
  /** The colours chosen would scan badly, or not at all. */
  readonly colourWarning: ReadonlySignal<'lowContrast' | 'inverted' | null>;
  /** Changes settings; the code follows after the pause. Values the page does not offer are ignored. */
  update(patch: Partial<QrSettings>): void;
  /** Back to black on white. */
  resetColours(): void;
  /** Draws the current settings now (the page opens with a stored text). */
  renderNow(): Promise<void>;
  /** Stops a waiting drawing and frees the SVG file's URL (the page unmounts). */
  dispose(): void;
}

export interface QrGeneratorOptions {
  store: StoredJson<QrSettings>;
  clock?: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  debounceMs?: number;
  urls?: ObjectUrls;
  /** @default the qrcode library */
  render?: (settings: QrSettings) => Promise<QrRender>;
}

/** The text a code encodes: surrounding blanks and line breaks are never meant (a pasted address). */
export function encodedText(settings: QrSettings): string {
  return settings.text.trim();
}

/** Keeps only the changes the page could have offered (a margin out of bounds, a colour that is not #rrggbb). */
function acceptedPatch(patch: Partial<QrSettings>): Partial<QrSettings> {
  const accepted: Partial<QrSettings> = { ...patch };
  if (patch.margin !== undefined && !isMargin(patch.margin)) delete accepted.margin;
  if (patch.dark !== undefined && !isColour(patch.dark)) delete accepted.dark;
  if (patch.light !== undefined && !isColour(patch.light)) delete accepted.light;
  return accepted;
}

export function createQrGeneratorModel({ store, clock, debounceMs = PREVIEW_DEBOUNCE_MS, urls = browserObjectUrls, render = renderQr }: QrGeneratorOptions): QrGeneratorModel {
  const debounce = createDebounce(clock, debounceMs);
  const settings = signal<QrSettings>(store.read() ?? { ...DEFAULT_QR_SETTINGS });
  const preview = signal<QrPreview>({ state: 'empty' });
  /** The settings the preview was drawn from. */
  const drawnFor = signal<QrSettings | null>(null);
  let ticket = 0;

  const releaseUrl = () => {
    const shown = preview.peek();
    if (shown.state === 'ready') urls.revoke(shown.code.svgUrl);
  };

  const show = (next: QrPreview, from: QrSettings) => {
    releaseUrl();
    batch(() => {
      preview.value = next;
      drawnFor.value = from;
    });
  };

  async function draw(): Promise<void> {
    debounce.cancel();
    const current = settings.peek();
    const mine = ++ticket;
    const text = encodedText(current);
    if (text === '') {
      show({ state: 'empty' }, current);
      return;
    }
    const result = await render({ ...current, text });
    if (mine !== ticket) return;
    if (result.ok) {
      const svgUrl = urls.create(new Blob([result.images.svg], { type: 'image/svg+xml' }));
      show({ state: 'ready', code: { text, images: result.images, svgUrl, pngName: qrFileName(text, 'png'), svgName: qrFileName(text, 'svg') } }, current);
    } else if (result.problem === 'tooLong') {
      show({ state: 'tooLong', fitsAt: result.fitsAt }, current);
    } else {
      show({ state: 'failed', message: result.message }, current);
    }
  }

  function update(patch: Partial<QrSettings>): void {
    const next = { ...settings.peek(), ...acceptedPatch(patch) };
    settings.value = next;
    store.write(next);
    if (encodedText(next) === '') {
      // Nothing to wait for: the empty state (and no files to offer) shows at once.
      void draw();
      return;
    }
    debounce.schedule(() => void draw());
  }

  return {
    settings,
    preview,
    stale: computed(() => drawnFor.value !== settings.value),
    colourWarning: computed(() => colourProblem(settings.value.dark, settings.value.light)),
    update,
    resetColours: () => update({ dark: DEFAULT_QR_SETTINGS.dark, light: DEFAULT_QR_SETTINGS.light }),
    renderNow: draw,
    dispose() {
      debounce.cancel();
      ticket++;
      releaseUrl();
      preview.value = { state: 'empty' };
    },
  };
}
