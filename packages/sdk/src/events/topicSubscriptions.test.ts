import { describe, expect, it } from 'vitest';
import { createRecordingLogger } from '../testing/recorders.js';
import { createTopicSubscriptions } from './topicSubscriptions.js';

function setup(live = true, success = true) {
  const calls: Array<[string, string[]]> = [];
  const logger = createRecordingLogger();
  const subs = createTopicSubscriptions({
    live: () => live,
    logger,
    call: async (action, params) => {
      calls.push([action, params.topics]);
      return { success, message: '', data: success ? params : 'ACCESS_DENIED' };
    },
  });
  return { subs, calls, logger };
}

describe('topic subscriptions', () => {
  it('announces a topic once for many handlers and withdraws it with the last', () => {
    const { subs, calls } = setup();
    const offA = subs.subscribe('board', () => {});
    const offB = subs.subscribe('board', () => {});
    expect(calls).toEqual([['Events/Subscribe', ['board']]]);
    offA();
    offA();
    expect(calls).toHaveLength(1);
    offB();
    expect(calls.at(-1)).toEqual(['Events/Unsubscribe', ['board']]);
    expect(subs.topics).toEqual([]);
  });

  it('keeps a failing handler from stopping the others, and ignores other frames', () => {
    const { subs, logger } = setup();
    const seen: unknown[] = [];
    subs.subscribe('t', () => {
      throw new Error('boom');
    });
    subs.subscribe('t', (data, topic) => seen.push([topic, data]));
    subs.dispatch({ SYSTEM_CALL: 'EVENT', topic: 't', data: 1 });
    subs.dispatch({ SYSTEM_CALL: 'NOTIFY', topic: 't', data: 2 });
    subs.dispatch({ SYSTEM_CALL: 'EVENT', data: 3 });
    expect(seen).toEqual([['t', 1]]);
    expect(logger.errors).toEqual(['event handler failed']);
  });

  it('waits for a live socket to announce, and logs a refusal', async () => {
    const offline = setup(false);
    offline.subs.subscribe('t', () => {});
    expect(offline.calls).toHaveLength(0);
    const refused = setup(true, false);
    refused.subs.subscribe('t', () => {});
    await Promise.resolve();
    await Promise.resolve();
    expect(refused.logger.errors).toEqual(['Events/Subscribe refused']);
    refused.subs.resubscribe();
    expect(refused.calls).toHaveLength(2);
  });
});
