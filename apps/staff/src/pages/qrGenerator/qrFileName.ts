/**
 * The name a downloaded QR code is saved under: qr-<slug>.<ext>, the slug made of the encoded
 * text so a folder of codes reads at a glance. Russian text is transliterated (a file named in
 * Latin letters survives every mail client and file system), an address loses its scheme and
 * "www.", anything else becomes a dash, and the slug is cut to a readable length.
 */

const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/** Longest slug kept: enough to recognise a code, short enough for a file list. */
export const MAX_SLUG_LENGTH = 40;

/** Used when nothing of the text survives (only symbols, another script). */
const FALLBACK_SLUG = 'code';

export function qrSlug(text: string): string {
  const lowered = text
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^www\./, '');
  const latin = [...lowered].map((char) => CYRILLIC[char] ?? char).join('');
  const slug = latin
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
  return slug === '' ? FALLBACK_SLUG : slug;
}

export function qrFileName(text: string, extension: 'png' | 'svg'): string {
  return `qr-${qrSlug(text)}.${extension}`;
}
