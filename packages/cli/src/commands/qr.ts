import { mkdir, stat } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { buildPath } from '@abitura/sdk';
import type { EventRegistrant } from '@abitura/contracts';
import QRCode from 'qrcode';
import qrcodeTerminal from 'qrcode-terminal';
import type { CommandHandler } from '../core/command.js';
import { EXIT, usageError } from '../core/exitCodes.js';
import { writing } from '../core/format.js';
import type { Io } from '../core/io.js';

export const QR_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export type QrLevel = (typeof QR_LEVELS)[number];
export const QR_FORMATS = ['png', 'svg'] as const;
export type QrFormat = (typeof QR_FORMATS)[number];

/** Image width bounds in pixels: below 64 a phone cannot read it, above 4096 nothing needs it. */
export const MIN_QR_SIZE = 64;
export const MAX_QR_SIZE = 4096;

export interface QrImageOptions {
  size: number;
  level: QrLevel;
  /** Quiet zone in modules; scanners need about four. */
  margin: number;
}

/** The format an --out file's extension names, or a usage error. */
export function formatOf(io: Io, file: string): QrFormat {
  const extension = extname(file).slice(1).toLowerCase();
  if ((QR_FORMATS as readonly string[]).includes(extension)) return extension as QrFormat;
  throw usageError(io.t('qr.badExtension', { file }));
}

/** The QR symbol of a text; a text too long for a QR code is a usage error, not a crash. */
function symbolOf(io: Io, text: string, level: QrLevel): QRCode.QRCode {
  try {
    return QRCode.create(text, { errorCorrectionLevel: level });
  } catch {
    throw usageError(io.t('qr.tooLong', { length: text.length, level }));
  }
}

async function writeImage(io: Io, file: string, text: string, format: QrFormat, options: QrImageOptions): Promise<number> {
  return writing(io, file, async () => {
    await QRCode.toFile(file, text, { type: format, width: options.size, margin: options.margin, errorCorrectionLevel: options.level });
    return (await stat(file)).size;
  });
}

/** The code drawn with half-block characters, as qrcode-terminal draws it. */
function terminalDrawing(text: string, level: QrLevel): Promise<string> {
  qrcodeTerminal.setErrorLevel(level);
  return new Promise((done) => qrcodeTerminal.generate(text, { small: true }, done));
}

export interface QrArgs extends QrImageOptions {
  text: string;
  out: string | undefined;
}

/** `qr TEXT`: draws the code in the terminal, or with --out writes a PNG or SVG of the given size and error-correction level. */
export const qr: CommandHandler<QrArgs> = async ({ io, args }) => {
  if (args.text === '') throw usageError(io.t('qr.emptyText'));
  const symbol = symbolOf(io, args.text, args.level);
  if (args.out === undefined) {
    if (io.json) io.printJson({ text: args.text, level: args.level, version: symbol.version, modules: symbol.modules.size });
    else io.print(await terminalDrawing(args.text, args.level));
    return EXIT.ok;
  }
  const file = resolve(io.cwd, args.out);
  const format = formatOf(io, file);
  const bytes = await writeImage(io, file, args.text, format, args);
  if (io.json) io.printJson({ file, format, size: args.size, level: args.level, margin: args.margin, version: symbol.version, modules: symbol.modules.size, bytes });
  else io.print(io.t('qr.written', { file, format: format.toUpperCase(), size: args.size, level: args.level, bytes }));
  return EXIT.ok;
};

export interface QrTicketsArgs extends QrImageOptions {
  event: number;
  out: string;
  format: QrFormat;
}

/** How many registrations one read takes: the largest page the server gives. */
const REGISTRATIONS_PAGE = 100;

/**
 * `qr tickets --event ID --out DIR`: one image per registration of the event, holding the address
 * of its ticket page (`<server>/tickets/<token>/qr`, the route the scanner and the ticket page
 * read), with a progress bar; the files are named by registration id and the ticket's short code.
 */
export const qrTickets: CommandHandler<QrTicketsArgs> = async ({ sdk, io, args }) => {
  const event = await sdk.run('EventService/getEvent', { id: args.event });
  const registrations: EventRegistrant[] = [];
  for (let page = 1; ; page += 1) {
    const batch = await sdk.run('EventService/getRegistrations', { eventId: args.event, page, pageSize: REGISTRATIONS_PAGE });
    registrations.push(...batch.items);
    if (batch.items.length === 0 || registrations.length >= batch.total) break;
  }
  const directory = resolve(io.cwd, args.out);
  await writing(io, directory, () => mkdir(directory, { recursive: true }));
  const progress = io.progress(io.t('qrTickets.progress'), registrations.length);
  const files: Array<{ registrationId: number; applicant: string; shortCode: string; address: string; file: string }> = [];
  try {
    for (const registration of registrations) {
      const token = registration.ticket_token;
      const shortCode = token.slice(0, 8).toUpperCase();
      const address = `${sdk.server}${buildPath('tickets-qr', { token })}`;
      const file = join(directory, `${registration.id}-${shortCode}.${args.format}`);
      await writeImage(io, file, address, args.format, args);
      files.push({ registrationId: registration.id, applicant: registration.applicant.name, shortCode, address, file });
      progress.update(files.length);
    }
  } finally {
    progress.finish();
  }
  if (io.json) io.printJson({ event: { id: event.id, title: event.title, starts_at: event.starts_at }, directory, files });
  else io.print(io.t(files.length === 0 ? 'qrTickets.none' : 'qrTickets.written', { count: files.length, title: event.title, directory }));
  return EXIT.ok;
};
