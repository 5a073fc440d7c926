/** What the admission service answers: `{message, page_code, data}` (SPEC section 7). */
export interface AdmissionReply {
  message: string;
  page_code: number;
  data: unknown;
}

/** The page codes that mean success. */
export const ADMISSION_SUCCESS_CODES: readonly number[] = [200, 201, 202];

/** Whether a page code means success (200, 201 or 202). */
export function isAdmissionSuccess(pageCode: number): boolean {
  return ADMISSION_SUCCESS_CODES.includes(pageCode);
}

/**
 * Reads a parsed body as an admission reply, or null when it is not one (no usable `page_code`).
 * A numeric-string page code is accepted because the legacy service sent some as strings; a
 * missing or non-string message reads as empty, missing data as null.
 */
export function toAdmissionReply(body: unknown): AdmissionReply | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { message, page_code: rawCode, data } = body as Record<string, unknown>;
  const pageCode = typeof rawCode === 'string' && /^\d{3}$/.test(rawCode.trim()) ? Number(rawCode) : rawCode;
  if (typeof pageCode !== 'number' || !Number.isInteger(pageCode)) return null;
  return { message: typeof message === 'string' ? message : '', page_code: pageCode, data: data ?? null };
}
