import type { ParamIssue } from '@abitura/contracts/wire';
import { z } from 'zod';

const REQUEST_ID = /^[A-Za-z0-9._:-]+$/;

/** The request envelope of DESIGN section 2; its refusals are worded by zod. */
export const envelopeSchema = z
  .object({
    action: z.string().min(1).max(100),
    params: z.unknown().optional(),
    token: z.string().max(512).nullable().optional(),
    requestId: z.string().max(100).regex(REQUEST_ID, 'requestId may hold letters, digits and . _ : - only').optional(),
    apiKey: z.string().max(512).optional(),
  })
  .strict();

export type Envelope = z.infer<typeof envelopeSchema>;

const ENVELOPE_KEYS = new Set(Object.keys(envelopeSchema.shape));

const optionalString = (value: unknown, max: number): boolean => value === undefined || (typeof value === 'string' && value.length <= max);

/**
 * True only when `envelopeSchema` accepts `raw` unchanged. Every request goes through here, and
 * zod costs several microseconds and an object per call; so the common case is checked by hand and
 * anything this does not accept goes to zod, which decides and words the refusal.
 */
export function isWellFormedEnvelope(raw: unknown): raw is Envelope {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return false;
  // for-in, unlike Object.keys, allocates nothing; it also sees inherited keys, which only makes
  // this stricter than zod (such an envelope goes to zod).
  for (const key in raw) if (!ENVELOPE_KEYS.has(key)) return false;
  const { action, token, requestId, apiKey } = raw as Record<string, unknown>;
  return (
    typeof action === 'string' &&
    action.length >= 1 &&
    action.length <= 100 &&
    (token === null || optionalString(token, 512)) &&
    optionalString(apiKey, 512) &&
    optionalString(requestId, 100) &&
    (requestId === undefined || REQUEST_ID.test(requestId as string))
  );
}

type Issue = z.core.$ZodIssue;

/** A union branch refused only because the value is not its null or literal alternative ('' or null). */
const isAlternativeMiss = (issues: readonly Issue[]) =>
  issues.length === 1 && issues[0]?.path.length === 0 && (issues[0].code === 'invalid_type' || (issues[0].code === 'invalid_value' && issues[0].values.length === 1));

/**
 * A union's refusal in the words of the one branch the value was meant for: a field written
 * `null | '' | СНИЛС` refuses a wrong СНИЛС with the СНИЛС's sentence, not zod's 'Invalid input'.
 */
function plainIssues(issue: Issue): Issue[] {
  if (issue.code !== 'invalid_union') return [issue];
  const meant = issue.errors.filter((branch) => !isAlternativeMiss(branch));
  if (meant.length !== 1) return [issue];
  return (meant[0] as Issue[]).flatMap((inner) => plainIssues({ ...inner, path: [...issue.path, ...inner.path] } as Issue));
}

/** Zod issues as `{path, message}` a person can act on. */
export function toIssues(error: z.ZodError): ParamIssue[] {
  return error.issues
    .flatMap(plainIssues)
    .slice(0, 20)
    .map((issue) => ({
      path: issue.path.map(String).join('.') || '(params)',
      message: issue.message,
    }));
}

/** The envelope, or the issues (in zod's words) that make it unusable. */
export function readEnvelope(raw: unknown): Envelope | ParamIssue[] {
  if (isWellFormedEnvelope(raw)) return raw;
  const parsed = envelopeSchema.safeParse(raw);
  return parsed.success ? parsed.data : toIssues(parsed.error);
}

/** A requestId the envelope claims, if it is safe to echo in a refusal. */
export function echoableRequestId(raw: unknown): string | undefined {
  const claimed = (raw as { requestId?: unknown } | null | undefined)?.requestId;
  if (typeof claimed !== 'string') return undefined;
  const id = claimed.slice(0, 100);
  return REQUEST_ID.test(id) ? id : undefined;
}
