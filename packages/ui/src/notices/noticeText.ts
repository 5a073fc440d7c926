import { MESSAGES, type Notice } from '@abitura/sdk';

/** Which key of the 'notices' namespace shows a notice, and the values it interpolates. */
export interface NoticeTranslation {
  key: string;
  values?: Record<string, string>;
}

/**
 * The SDK's fixed sentences (its catalogue, SPEC section 8) and their keys. Matched by the text
 * itself, not only by `notice.key`, because one key carries several sentences ('queue-drain' is
 * both "updating" and "updated"; 'request-failed' is also "empty response") and the clipboard's
 * notices carry no key at all.
 */
const BY_MESSAGE: ReadonlyMap<string, string> = new Map([
  [MESSAGES.requestFailed, 'request-failed'],
  [MESSAGES.emptyResponse, 'empty-response'],
  [MESSAGES.updating, 'queue-drain-updating'],
  [MESSAGES.updated, 'queue-drain-updated'],
  [MESSAGES.copied, 'copied'],
  [MESSAGES.copyFailed, 'copy-failed'],
  [MESSAGES.switchedToHttp, 'connection-fallback'],
  [MESSAGES.liveRestored, 'connection-restored'],
  [MESSAGES.sessionEnded, 'session-ended'],
  [MESSAGES.configUnparsable, 'config-unparsable'],
  // Logged by the SDK rather than shown, but apps surface them when a page cannot load.
  [MESSAGES.templateMissing, 'template-missing'],
  [MESSAGES.profileLoadFailed, 'profile-load-failed'],
  [MESSAGES.referenceLoadFailed, 'reference-load-failed'],
]);

/**
 * The catalogue's sentences with values in them, as patterns built from the SDK's own template
 * functions (called with marker values), so a change of wording in the SDK cannot silently stop
 * the match from working while the hard-coded Russian here goes stale.
 */
const TEMPLATES: readonly { key: string; pattern: RegExp }[] = [
  { key: 'slow-request', pattern: patternOf(MESSAGES.slowRequest('\u0001action\u0001', 987_654_321), { action: '\u0001action\u0001', ms: '987654321' }) },
  { key: 'admission-http', pattern: patternOf(MESSAGES.admissionHttp(987_654_321), { status: '987654321' }) },
];

/** Keys of the namespace that label the UI itself; a notice's own key must never pick them. */
const LABEL_PREFIX = 'label-';

/**
 * How to translate a notice, or null to show its text as is (server messages, unknown notices).
 * An app-defined `notice.key` is tried last; a key the namespace lacks falls back to the text.
 */
export function noticeTranslation(notice: Pick<Notice, 'message' | 'key'>): NoticeTranslation | null {
  const fixed = BY_MESSAGE.get(notice.message);
  if (fixed) return { key: fixed };
  for (const template of TEMPLATES) {
    const match = template.pattern.exec(notice.message);
    if (match?.groups) return { key: template.key, values: { ...match.groups } };
  }
  if (notice.key && !notice.key.startsWith(LABEL_PREFIX)) return { key: notice.key };
  return null;
}

function patternOf(sample: string, markers: Record<string, string>): RegExp {
  let source = sample.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const [name, marker] of Object.entries(markers)) {
    source = source.replace(marker, name === 'action' ? `(?<${name}>.+?)` : `(?<${name}>\\d+)`);
  }
  return new RegExp(`^${source}$`, 's');
}
