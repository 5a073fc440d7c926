/**
 * Which part of a search hit the typed text matched, for marking it on screen: words of a name or
 * an e-mail (case and ё/е alike, as the server compares them), or the digits of a phone or a
 * СНИЛС whatever the separators (a phone typed from 8 matches the stored +7). The server may match
 * a name despite a typo; nothing is marked then, and the hit's label still says what matched.
 */

export interface TextPart {
  text: string;
  match: boolean;
}

type Range = readonly [start: number, end: number];

/** Lower case with ё as е, one code unit for one, so positions in the folded text are the text's. */
function fold(text: string): string {
  let folded = '';
  for (const unit of text) {
    const lower = unit.toLowerCase();
    folded += lower.length === unit.length ? lower : unit;
  }
  return folded.replace(/ё/g, 'е');
}

function wordRanges(text: string, query: string): Range[] {
  const folded = fold(text);
  const ranges: Range[] = [];
  for (const word of fold(query).split(/\s+/).filter((part) => part !== '')) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + word.length)) ranges.push([at, at + word.length]);
  }
  return ranges;
}

function digitRanges(text: string, query: string): Range[] {
  const typed = query.replace(/\D/g, '');
  if (typed === '') return [];
  const positions: number[] = [];
  let digits = '';
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charAt(index);
    if (unit >= '0' && unit <= '9') {
      positions.push(index);
      digits += unit;
    }
  }
  // A Russian number typed from 8 is stored from +7.
  const candidates = typed.startsWith('8') && typed.length > 1 ? [typed, `7${typed.slice(1)}`] : [typed];
  for (const candidate of candidates) {
    const at = digits.indexOf(candidate);
    if (at !== -1) return [[positions[at] as number, (positions[at + candidate.length - 1] as number) + 1]];
  }
  return [];
}

function merged(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = out.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

/**
 * The text cut into the parts the query matched and the rest, in order; one unmatched part when
 * nothing matched. `digits` compares digits only (phones, СНИЛС), `words` the query's words.
 */
export function highlightParts(text: string, query: string, by: 'words' | 'digits'): TextPart[] {
  const ranges = merged(by === 'digits' ? digitRanges(text, query) : wordRanges(text, query));
  const parts: TextPart[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push({ text: text.slice(at, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length || parts.length === 0) parts.push({ text: text.slice(at), match: false });
  return parts;
}
