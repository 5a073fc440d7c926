import { EMAIL_TEMPLATE_VARIABLES, type EmailTemplateVariable } from '@abitura/contracts';

/**
 * A template's text as pieces: plain text and {{variable}} placeholders. One parser serves the
 * check on save, the preview, the test send and the follow-up letter, so what was accepted is
 * exactly what renders.
 */

export type TemplatePiece = { text: string } | { variable: string };

export interface TemplateProblems {
  /** Names written in {{…}} that are not in the list, as written, each once. */
  unknown: string[];
  /** A few characters from each unpaired "{{" or "}}" on, to point at it. */
  unpaired: string[];
}

export type TemplateValues = Record<EmailTemplateVariable, string>;

const KNOWN = new Set<string>(EMAIL_TEMPLATE_VARIABLES.map((variable) => variable.name));
const OPEN = '{{';
const CLOSE = '}}';
const SNIPPET = 20;

const snippet = (text: string, from: number): string => {
  const rest = text.slice(from, from + SNIPPET);
  return from + SNIPPET < text.length ? `${rest}…` : rest;
};

/** Splits a text into pieces and collects what is wrong with it. */
export function parseTemplate(text: string): { pieces: TemplatePiece[]; problems: TemplateProblems } {
  const pieces: TemplatePiece[] = [];
  const unknown: string[] = [];
  const unpaired: string[] = [];
  let plain = '';
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf(OPEN, at);
    const strayClose = text.indexOf(CLOSE, at);
    if (strayClose !== -1 && (open === -1 || strayClose < open)) {
      // A closing pair before any opening one: kept as text, reported.
      unpaired.push(snippet(text, strayClose));
      plain += text.slice(at, strayClose + CLOSE.length);
      at = strayClose + CLOSE.length;
      continue;
    }
    if (open === -1) {
      plain += text.slice(at);
      break;
    }
    const close = text.indexOf(CLOSE, open + OPEN.length);
    const nextOpen = text.indexOf(OPEN, open + OPEN.length);
    if (close === -1 || (nextOpen !== -1 && nextOpen < close)) {
      // An opening pair that is never closed before the next one opens.
      unpaired.push(snippet(text, open));
      plain += text.slice(at, open + OPEN.length);
      at = open + OPEN.length;
      continue;
    }
    plain += text.slice(at, open);
    if (plain !== '') pieces.push({ text: plain });
    plain = '';
    const name = text.slice(open + OPEN.length, close).trim();
    if (!KNOWN.has(name) && !unknown.includes(name)) unknown.push(name);
    pieces.push({ variable: name });
    at = close + CLOSE.length;
  }
  if (plain !== '') pieces.push({ text: plain });
  return { pieces, problems: { unknown, unpaired } };
}

export const hasProblems = (problems: TemplateProblems): boolean => problems.unknown.length > 0 || problems.unpaired.length > 0;

/** The Russian sentence naming what is wrong, for the field it came from. */
export function describeProblems(field: string, problems: TemplateProblems): string {
  const parts: string[] = [];
  if (problems.unknown.length > 0) {
    const names = problems.unknown.map((name) => `{{${name}}}`).join(', ');
    const allowed = EMAIL_TEMPLATE_VARIABLES.map((variable) => `{{${variable.name}}}`).join(', ');
    parts.push(`${field}: неизвестные переменные ${names}. Можно использовать ${allowed}.`);
  }
  if (problems.unpaired.length > 0) {
    const places = problems.unpaired.map((place) => `«${place}»`).join(', ');
    parts.push(`${field}: непарные фигурные скобки в ${places}: переменная пишется как {{имя}}.`);
  }
  return parts.join(' ');
}

/** The text with every placeholder replaced; only a text without problems is rendered. */
export function renderPieces(pieces: readonly TemplatePiece[], values: TemplateValues): string {
  return pieces.map((piece) => ('text' in piece ? piece.text : (values[piece.variable as EmailTemplateVariable] ?? ''))).join('');
}
