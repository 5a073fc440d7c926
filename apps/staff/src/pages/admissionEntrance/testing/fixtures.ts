/** Test data of the entrance tests page: a session, assignments, and a stand-in admission client. */
import { vi } from 'vitest';
import type { TestAssignment, TestSession } from '@abitura/contracts';

export function testSession(patch: Partial<TestSession> = {}): TestSession {
  return {
    id: 31,
    season_id: 3,
    college: { id: 12, name: 'Колледж связи № 54' },
    test_type: 5399582,
    starts_at: '2026-07-10T07:00:00.000Z',
    building: { id: 5, name: 'Главный корпус', address: 'ул. Шарикоподшипниковская, 4' },
    room: '214',
    capacity: 30,
    pass_points: 50,
    examiners: [{ id: 9, name: 'Смирнова Ольга Петровна' }],
    assigned: 2,
    attended: 0,
    results: 0,
    invitations_sent_at: null,
    results_sent_at: null,
    ...patch,
  };
}

export function assignment(patch: Partial<TestAssignment> & { id: number }): TestAssignment {
  return {
    application_id: 500 + patch.id,
    applicant: { id: 40 + patch.id, fullname: `Абитуриент ${patch.id}`, birth_date: '2010-05-01', email: null },
    group: { id: 7, program: 'Дизайн (по отраслям)', funding: 'budget' },
    attended: null,
    passed: null,
    points: null,
    invited_at: null,
    ...patch,
  };
}

export function admissionStandIn(handlers: Record<string, (params: never) => { message?: string; page_code?: number; data: unknown }>) {
  const calls: Array<{ todo: string; params: Record<string, unknown>; requestId: string | undefined }> = [];
  const topics = new Map<string, (data: unknown, topic: string) => void>();
  const admission = vi.fn(async (todo: string, params?: unknown, options?: { requestId?: string }) => {
    calls.push({ todo, params: params as Record<string, unknown>, requestId: options?.requestId });
    const handler = handlers[todo];
    if (!handler) return { message: `Нет обработчика ${todo}`, page_code: 500, data: { code: 'UNKNOWN_ACTION' } };
    const reply = handler(params as never);
    return { message: reply.message ?? '', page_code: reply.page_code ?? 200, data: reply.data };
  });
  const subscribe = vi.fn((topic: string, handler: (data: unknown, topic: string) => void) => {
    topics.set(topic, handler);
    return () => topics.delete(topic);
  });
  return { client: { admission, subscribe }, calls, topics, paramsOf: (todo: string) => calls.filter((call) => call.todo === todo).map((call) => call.params) };
}
