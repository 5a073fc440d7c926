/**
 * The admission pages speak through the admission service's protocol (SPEC section 7, DESIGN
 * section 2): `client.admission(todo, params)` posts the form and shows the reply's message as a
 * notice (success for page codes 200-202, a warning otherwise). This turns its `{message,
 * page_code, data}` back into the action envelope the list and form models already read, typed
 * from the Admission/* contracts, so a page model treats both doors alike.
 */
import type { ActionMap, ActionName } from '@abitura/contracts';
import type { Reply } from '@abitura/contracts/wire';
import type { AdmissionCallOptions, AdmissionReply, Client } from '@abitura/sdk';
import { isAdmissionSuccess } from '@abitura/sdk';

/** Every operation of the admission service. */
export type AdmissionActionName = Extract<ActionName, `Admission/${string}`>;

export type AdmissionParams<N extends AdmissionActionName> = ActionMap[N]['params'];
export type AdmissionResult<N extends AdmissionActionName> = ActionMap[N]['result'];

/** The part of the client an admission model needs. */
export type AdmissionClient = Pick<Client, 'admission'>;

/** A failure reply carries the error code in `data` and, for bad params, the issues. */
function envelopeOf(reply: AdmissionReply | null): Reply<unknown> {
  // No reply at all: the client has already shown the failure notice.
  if (reply === null) return { success: false, message: '', data: 'TRANSPORT_ERROR' };
  if (isAdmissionSuccess(reply.page_code)) return { success: true, message: reply.message, data: reply.data };
  const data = (reply.data ?? {}) as { code?: unknown; issues?: unknown };
  const issues = Array.isArray(data.issues) ? (data.issues as Reply['issues']) : undefined;
  return { success: false, message: reply.message, data: typeof data.code === 'string' ? data.code : 'INTERNAL', ...(issues ? { issues } : {}) };
}

/**
 * Runs one Admission/* operation and answers the action envelope: `success` with the result in
 * `data`, or a failure with the error code in `data` (TRANSPORT_ERROR when no reply came). Pass a
 * `requestId` that stays the same across a retry of one write, so it is applied once.
 */
export async function admissionCall<N extends AdmissionActionName>(
  client: AdmissionClient,
  name: N,
  params: AdmissionParams<N>,
  options?: AdmissionCallOptions,
): Promise<Reply<AdmissionResult<N>>> {
  return envelopeOf(await client.admission(name, params, options)) as Reply<AdmissionResult<N>>;
}
