// The queue bench/board works on, set up on the subject through the administrator's actions over
// HTTP, as a college would set it up: the demo's four services (Б «Приём документов» with
// priority), one desk serving them all with the operator signed in at it, a kiosk and a TV board
// with their keys, and a lobby of tickets waiting. An operator's call is Queue/CallNext; between
// two calls the operator marks the visitor absent (Queue/NoShow, so the desk is free again) and
// the kiosk issues a ticket of the same service, so every call finds the same queue and the board
// the same size.
import { signIn } from '../rpc/rpcBench.mjs';

/** The demo's services (seed/queue/queueStep.ts), open all day every day so the kiosk issues at any hour. */
export const BENCH_SERVICES = Object.freeze([
  { prefix: 'А', name: 'Консультация', priority: 0 },
  { prefix: 'Б', name: 'Приём документов', priority: 1 },
  { prefix: 'В', name: 'Справки', priority: 0 },
  { prefix: 'Д', name: 'Договоры и оплата', priority: 0 },
]);
const ALL_DAY = Array.from({ length: 7 }, () => ({ from: '00:00', to: '23:59' }));

/** One action over HTTP; the reply, or an error naming the action when `expectSuccess`. */
async function rpc(url, envelope, headers = {}, expectSuccess = true) {
  const response = await fetch(`${url}/api/rpc`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(envelope) });
  const reply = await response.json();
  if (expectSuccess && reply.success !== true) throw new Error(`bench/board: ${envelope.action} failed: ${reply.data} ${reply.message}`);
  return reply;
}

const device = (subsystem, key) => ({ 'x-subsystem': subsystem, authorization: `Bearer ${key}` });

/**
 * @param {string} url the subject's http://host:port
 * @param {{ admin: { login: string; password: string }; operator: { login: string; password: string } }} accounts
 * @param {{ waitingPerService?: number; primingCalls?: number }} [options]
 */
export async function setUpBoardQueue(url, { admin, operator }, { waitingPerService = 10, primingCalls = 10 } = {}) {
  let sequence = 0;
  const adminToken = await signIn(url, admin.login, admin.password);
  const asAdmin = async (action, params) => (await rpc(url, { action, params, token: adminToken, requestId: `setup-${++sequence}` })).data;
  const services = [];
  for (const [position, service] of BENCH_SERVICES.entries()) services.push(await asAdmin('Queue/SaveService', { ...service, hours: ALL_DAY, position }));
  const desk = await asAdmin('Queue/SaveDesk', { name: 'Окно 1', serviceIds: services.map((service) => service.id) });
  const kioskKey = (await asAdmin('Queue/IssueDevice', { kind: 'kiosk', name: 'Киоск в холле' })).key;
  const tvKey = (await asAdmin('Queue/IssueDevice', { kind: 'tv', name: 'Табло в холле' })).key;

  const operatorToken = await signIn(url, operator.login, operator.password);
  const asOperator = (action, params) => rpc(url, { action, params, token: operatorToken, requestId: `operator-${++sequence}` });
  await asOperator('Queue/MyDesk', { deskId: desk.id });
  const issue = (serviceId) => rpc(url, { action: 'Kiosk/IssueTicket', params: { serviceId }, token: null, requestId: `kiosk-${++sequence}` }, device('kiosk', kioskKey));
  for (let round = 0; round < waitingPerService; round += 1) for (const service of services) await issue(service.id);

  /** Frees the desk after a call and puts a ticket of the same service back in the queue. */
  const between = async (reply) => {
    const ticket = reply?.data?.ticket;
    if (!ticket) return;
    await asOperator('Queue/NoShow', { ticketId: ticket.id });
    await issue(ticket.serviceId);
  };
  const callOverHttp = () => asOperator('Queue/CallNext', { deskId: desk.id });

  // Fill the board's list of recent calls, as it is after the first minutes of a working day.
  for (let call = 0; call < primingCalls; call += 1) await between(await callOverHttp());
  // The board as it shows one current call: the echo's template.
  const called = await callOverHttp();
  const template = (await rpc(url, { action: 'Board/Get', params: {}, token: null }, device('tv', tvKey))).data;
  await between(called);

  return {
    tvKey,
    deskId: desk.id,
    template,
    /** The operator's call as a WS frame (the token rides in the frame). */
    callFrame: (requestId) => JSON.stringify({ action: 'Queue/CallNext', params: { deskId: desk.id }, token: operatorToken, requestId }),
    between,
  };
}
