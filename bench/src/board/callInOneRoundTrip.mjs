// A floor for bench/board's p50 target, measured by publishProfile.mjs: Queue/CallNext's whole
// transaction (the stored-reply check, the operator's desk, the busy check, the next ticket FOR
// UPDATE SKIP LOCKED, the update, the call event, the ticket read back, the stored reply) as one
// PL/pgSQL function, so a call costs the database a single round trip and its commit. It is a
// measuring device, not the server's path: it skips the messages and the contract and answers
// with a bare { ticket } or { refused }. Whatever the server's design, a call that is committed
// before the boards hear of it cannot cost less than this.
import { sql } from 'drizzle-orm';

const CREATE = `
create or replace function bench_call_in_one_round_trip(p_user int, p_desk int, p_day int, p_now timestamptz, p_caller text, p_request text)
returns jsonb language plpgsql as $$
declare
  v_desk int; v_busy int; v_next int; v_reply jsonb; v_stored jsonb;
begin
  select reply into v_stored from idempotent_replies where caller = p_caller and request_id = p_request;
  if v_stored is not null then return v_stored; end if;
  select desk_id into v_desk from queue_desk_sign_ins where user_id = p_user;
  if v_desk is distinct from p_desk then return jsonb_build_object('refused', 'desk'); end if;
  select t.id into v_busy from queue_tickets t where t.desk_id = p_desk and t.state in ('called', 'serving') limit 1;
  if v_busy is not null then return jsonb_build_object('refused', 'busy'); end if;
  select t.id into v_next from queue_tickets t join queue_services s on s.id = t.service_id
   where t.state = 'waiting' and t.day = p_day
     and (t.desk_id = p_desk or (t.desk_id is null and t.service_id in (select service_id from queue_desk_services where desk_id = p_desk)))
   order by (t.desk_id is not null) desc, t.priority desc, s.priority desc, t.queued_at, t.id
   limit 1 for update of t skip locked;
  if v_next is null then return jsonb_build_object('ticket', null); end if;
  update queue_tickets set state = 'called', desk_id = p_desk, operator_id = p_user, called_at = p_now where id = v_next;
  insert into queue_ticket_events (ticket_id, kind, desk_id, user_id, at) values (v_next, 'called', p_desk, p_user, p_now);
  select jsonb_build_object('ticket', jsonb_build_object('id', t.id, 'serviceId', t.service_id, 'number', t.number, 'prefix', s.prefix, 'state', t.state, 'desk', d.name, 'calledAt', t.called_at))
    into v_reply
    from queue_tickets t join queue_services s on s.id = t.service_id left join queue_desks d on d.id = t.desk_id
   where t.id = v_next;
  insert into idempotent_replies (caller, request_id, action, params_hash, reply, created_at) values (p_caller, p_request, 'Queue/CallNext', 'bench', v_reply, p_now);
  return v_reply;
end $$`;

/** Creates the function in the subject's database (a scratch database: it is dropped with it). */
export async function createOneRoundTripCall(db) {
  await db.execute(sql.raw(CREATE));
}

/** One call through the function; the reply's ticket ({ id, serviceId, … }) or a thrown refusal. */
export async function callInOneRoundTrip(db, { userId, deskId, day, now, requestId }) {
  const result = await db.execute(sql`select bench_call_in_one_round_trip(${userId}, ${deskId}, ${day}, ${now.toISOString()}::timestamptz, 'bench', ${requestId}) as reply`);
  const [{ reply }] = result.rows ?? result;
  if (!reply.ticket) throw new Error(`the one-round-trip call did not call a ticket: ${JSON.stringify(reply)}`);
  return reply.ticket;
}
