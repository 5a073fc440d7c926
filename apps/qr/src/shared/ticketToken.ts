/**
 * Takes a queue or event ticket's token out of what a person pastes or a camera decodes: the
 * address a ticket's QR code holds (`<origin>/tickets/<uuid>/qr`), the front-pages variant
 * (`…?token=<uuid>`), or the bare UUID. Anything else is not a ticket, and nothing is asked of
 * the server for it.
 */
import { isTicketToken } from '@abitura/contracts/validation';

/** Longer text is not one of our addresses; a QR code can hold kilobytes. */
const MAX_TEXT_LENGTH = 2048;
const TICKET_PATH = /\/tickets\/([^/]+)\/qr\/?$/;

/**
 * The token in lower case (the server issues lower case, and the live topic
 * `queue.ticket.<token>` is matched as text), or null when the text holds no ticket token.
 */
export function parseTicketToken(text: string): string | null {
  const value = text.trim();
  if (value === '' || value.length > MAX_TEXT_LENGTH) return null;
  if (isTicketToken(value)) return value.toLowerCase();
  let url: URL;
  try {
    // A path without an origin ("/tickets/…/qr") is read against a placeholder origin.
    url = new URL(value, 'http://ticket.invalid/');
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const fromPath = TICKET_PATH.exec(url.pathname)?.[1];
  const candidate = fromPath === undefined ? url.searchParams.get('token') : safeDecode(fromPath);
  return isTicketToken(candidate) ? candidate.toLowerCase() : null;
}

function safeDecode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}
