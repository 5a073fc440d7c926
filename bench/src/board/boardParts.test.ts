import { WS_FRAME_LIMITS } from '@abitura/contracts/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { readEnvelope } from '@abitura/server/testing';
import { boardSettings } from './boardBench.mjs';
import { startBoardEcho } from './boardEcho.mjs';
import { connectBoards } from './boardFleet.mjs';
import { BOARD_TOPIC, callOfReply, echoBoardFrame, echoCode, frameShowsCall, subscribeFrame } from './boardFrames.mjs';
import { formatBoard } from './boardReport.mjs';
import { boardVerdict } from './boardTargets.mjs';
import { timeCalls } from './callTiming.mjs';
import { openOperatorSocket } from './operatorSocket.mjs';

const AT = '2026-11-21T09:15:02.345Z';
/** A board view as Board/Get and the queue.board EVENT carry it. */
const TEMPLATE = {
  calls: [{ code: 'Б-042', desk: 'Окно 1', at: AT }],
  recent: Array.from({ length: 10 }, (_, index) => ({ code: `Б-0${30 + index}`, desk: 'Окно 1', at: AT })),
  waiting: [
    { prefix: 'А', service: 'Консультация', count: 10 },
    { prefix: 'Б', service: 'Приём документов', count: 9 },
  ],
  serverTime: AT,
};
const event = (data: unknown, topic = BOARD_TOPIC) => JSON.stringify({ SYSTEM_CALL: 'EVENT', topic, data });

describe('matching frames to calls', () => {
  it('reads the call from a Queue/CallNext reply, and nothing from a refusal or an empty queue', () => {
    expect(callOfReply({ success: true, message: '', data: { ticket: { id: 7, code: 'Б-042', calledAt: AT, state: 'called' } } })).toEqual({ code: 'Б-042', at: AT });
    expect(callOfReply({ success: true, message: 'Очередь пуста', data: { ticket: null } })).toBeNull();
    expect(callOfReply({ success: false, message: 'Слишком много запросов', data: 'RATE_LIMITED' })).toBeNull();
    expect(callOfReply(undefined)).toBeNull();
  });

  it('takes a board EVENT listing the call with its instant, as text or bytes', () => {
    const call = { code: 'Б-042', at: AT };
    expect(frameShowsCall(event(TEMPLATE), call)).toBe(true);
    expect(frameShowsCall(Buffer.from(event(TEMPLATE)), call)).toBe(true);
  });

  it('refuses a frame of the same code called at another instant, one only in the recent list, another topic, a reply or bad JSON', () => {
    const call = { code: 'Б-042', at: AT };
    expect(frameShowsCall(event({ ...TEMPLATE, calls: [{ code: 'Б-042', desk: 'Окно 1', at: '2026-11-21T09:14:00.000Z' }] }), call)).toBe(false);
    expect(frameShowsCall(event({ ...TEMPLATE, calls: [], recent: [{ code: 'Б-042', desk: 'Окно 1', at: AT }] }), call)).toBe(false);
    expect(frameShowsCall(event(TEMPLATE, 'queue.desk.1'), call)).toBe(false);
    expect(frameShowsCall(JSON.stringify({ success: true, message: '', data: { ticket: { code: 'Б-042', calledAt: AT } } }), call)).toBe(false);
    expect(frameShowsCall('{"SYSTEM_CALL":', call)).toBe(false);
  });

  it('subscribes with an envelope the server accepts, the key in the frame', () => {
    const frame = JSON.parse(subscribeFrame('tv-key', 'board-1'));
    expect(readEnvelope(frame)).toEqual({ action: 'Events/Subscribe', params: { topics: [BOARD_TOPIC] }, token: null, requestId: 'board-1', apiKey: 'tv-key' });
    expect(JSON.parse(subscribeFrame(null))).not.toHaveProperty('apiKey');
  });
});

describe("the echo's frame", () => {
  it('keeps the real board frame byte for byte but for the call it announces', () => {
    const code = echoCode('Б-042', 7);
    expect(code).toBe('Б-007');
    expect(echoCode('Б-042', 1007)).toBe('Б-007');
    expect(echoCode('КП-1042', 5)).toBe('КП-0005');
    const at = '2026-11-21T10:00:00.001Z';
    const frame = echoBoardFrame(TEMPLATE, { code, at });
    expect(Buffer.byteLength(frame)).toBe(Buffer.byteLength(event(TEMPLATE)));
    expect(JSON.parse(frame)).toEqual({ SYSTEM_CALL: 'EVENT', topic: BOARD_TOPIC, data: { ...TEMPLATE, calls: [{ code, desk: 'Окно 1', at }], serverTime: at } });
    expect(frameShowsCall(frame, { code, at })).toBe(true);
  });
});

describe('the targets', () => {
  const row = (p50: number, p99: number, extra: Record<string, number> = {}) => ({ p50, p90: p50, p99, samples: 100, missing: 0, failedCalls: 0, ...extra });

  it('meets both when the median is at most 2 ms over the echo and the tail at 200 at most twice the tail at 20', () => {
    const verdict = boardVerdict({ 20: { echo: row(1, 3), subject: row(3, 8) }, 200: { echo: row(4, 10), subject: row(6, 16) } });
    expect(verdict.p50.map((entry) => [entry.boards, entry.overEchoMs, entry.met])).toEqual([
      [20, 2, true],
      [200, 2, true],
    ]);
    expect(verdict.p99).toEqual({ small: 20, large: 200, ratio: 2, met: true });
    expect(verdict.pass).toBe(true);
  });

  it('fails a median too far over the echo at either size, a tail that more than doubles, and a row with missing arrivals', () => {
    const slow = boardVerdict({ 20: { echo: row(1, 3), subject: row(3.01, 8) }, 200: { echo: row(4, 10), subject: row(5, 16.1) } });
    expect(slow.p50.map((entry) => entry.met)).toEqual([false, true]);
    expect(slow.p99.met).toBe(false);
    expect(slow.pass).toBe(false);
    const missing = boardVerdict({ 20: { echo: row(1, 3), subject: row(1, 3, { missing: 1 }) }, 200: { echo: row(1, 3), subject: row(1, 3) } });
    expect(missing).toMatchObject({ complete: false, pass: false });
    const empty = boardVerdict({ 20: { echo: row(1, 3), subject: row(Number.NaN, Number.NaN, { samples: 0 }) }, 200: { echo: row(1, 3), subject: row(1, 3) } });
    expect(empty.pass).toBe(false);
  });

  it('prints a missed target as FAIL and a met one as met', () => {
    const result = (p50: number) => ({ ...row(p50, 3), calls: 10, lastBoard: { p50, p99: 3 }, frameBytes: 1000, failures: {}, closedEarly: 0, cpu: { otherCores: 0, benchCores: 1 } });
    const bySize = { 20: { echo: result(1), subject: result(4) }, 200: { echo: result(1), subject: result(2) } };
    const lines = formatBoard({ settings: boardSettings(), bySize, verdict: boardVerdict(bySize) });
    expect(lines).toContain('board p50 at 20 boards: FAIL (3.00 ms over the echo, target ≤ 2 ms)');
    expect(lines).toContain('board p50 at 200 boards: met (1.00 ms over the echo, target ≤ 2 ms)');
    expect(lines).toContain('board p99 at 200 boards: met (1.00x the p99 at 20, target ≤ 2x)');
  });

  it("paces the operator's calls under the server's per-socket frame rate", () => {
    for (const full of [false, true]) expect(1000 / boardSettings(full).intervalMs).toBeLessThanOrEqual(WS_FRAME_LIMITS.framesPerSecond);
  });
});

describe('the echo server with three local clients', () => {
  let echo: Awaited<ReturnType<typeof startBoardEcho>>;
  beforeAll(async () => {
    echo = await startBoardEcho({ template: TEMPLATE });
  });
  afterAll(() => echo.close());

  it('answers a call after sending the board frame showing it to each of two followers, and nothing to a socket that does not follow', async () => {
    const boards = await connectBoards(echo.url, 2, null);
    const bystander = new WebSocket(`${echo.url}?subsystem=tv`);
    const heard: string[] = [];
    bystander.on('message', (data) => heard.push(data.toString()));
    await new Promise((resolve) => bystander.once('open', resolve));
    const operator = await openOperatorSocket(echo.url);
    try {
      boards.arm();
      const { reply } = operator.send(JSON.stringify({ action: 'Queue/CallNext', params: { deskId: 1 }, requestId: 'c-1' }), 'c-1');
      const call = callOfReply(await reply);
      expect(call).toMatchObject({ code: 'Б-001' });
      while (boards.reached < 2) await boards.nextFrame(1000);
      for (const frames of boards.frames) {
        expect(frames).toHaveLength(1);
        expect(frameShowsCall(frames[0]!.raw, call!)).toBe(true);
        expect(frames[0]!.raw.length).toBe(Buffer.byteLength(event(TEMPLATE)));
      }
      expect(heard).toEqual([]);
    } finally {
      await operator.close();
      await boards.close();
      bystander.close();
    }
  });

  it('gives one sample per board and call through the timing loop, none missing', async () => {
    const fleet = await connectBoards(echo.url, 3, null);
    const operator = await openOperatorSocket(echo.url);
    try {
      const result = await timeCalls({
        operator,
        fleet,
        callFrame: (requestId: string) => JSON.stringify({ action: 'Queue/CallNext', params: { deskId: 1 }, requestId }),
        between: async () => {},
        warmup: 2,
        calls: 5,
        intervalMs: 1,
        timeoutMs: 5000,
        requestPrefix: 'test',
      });
      expect(result).toMatchObject({ boards: 3, calls: 5, samples: 15, missing: 0, failedCalls: 0, closedEarly: 0, frameBytes: Buffer.byteLength(event(TEMPLATE)) });
      const [p50, p99] = [result.p50 ?? Number.NaN, result.p99 ?? Number.NaN];
      expect(p50).toBeGreaterThan(0);
      expect(p99).toBeGreaterThanOrEqual(p50);
    } finally {
      await operator.close();
      await fleet.close();
    }
  });
});
