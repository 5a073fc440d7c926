import { describe, expect, it } from 'vitest';
import { SUBSYSTEMS } from './wire/types.js';
import { MAX_TOPICS_PER_CALL, eventTopic, eventsSubscribe, eventsUnsubscribe } from './events.js';

describe('event contracts', () => {
  it.each([eventsSubscribe, eventsUnsubscribe])('$name is a public read for every subsystem', (contract) => {
    expect(contract.permission).toEqual({ public: SUBSYSTEMS });
    expect(contract.kind).toBe('read');
    expect(contract.statuses).toEqual(['active']);
  });

  it('accepts a valid topic list and returns the accepted topics', () => {
    expect(eventsSubscribe.params.parse({ topics: ['queue.tickets', 'tv:board-3', 'Calls_today'] })).toEqual({
      topics: ['queue.tickets', 'tv:board-3', 'Calls_today'],
    });
    expect(eventsSubscribe.result.parse({ topics: ['queue.tickets'] })).toEqual({ topics: ['queue.tickets'] });
  });

  it(`takes 1..${MAX_TOPICS_PER_CALL} topics`, () => {
    expect(eventsSubscribe.params.safeParse({ topics: [] }).success).toBe(false);
    expect(eventsSubscribe.params.safeParse({ topics: Array.from({ length: 50 }, (_, i) => `t${i}`) }).success).toBe(true);
    expect(eventsSubscribe.params.safeParse({ topics: Array.from({ length: 51 }, (_, i) => `t${i}`) }).success).toBe(false);
  });

  it.each(['', '1queue', 'queue tickets', 'queue/tickets', `q${'a'.repeat(100)}`, 5])('rejects the topic %j', (topic) => {
    expect(eventTopic.safeParse(topic).success).toBe(false);
    expect(eventsUnsubscribe.params.safeParse({ topics: [topic] }).success).toBe(false);
  });

  it('accepts a topic of exactly 100 characters', () => {
    expect(eventTopic.safeParse(`q${'a'.repeat(99)}`).success).toBe(true);
  });

  it('rejects a topics value that is not a list, and extra keys', () => {
    expect(eventsSubscribe.params.safeParse({ topics: 'queue' }).success).toBe(false);
    expect(eventsSubscribe.params.safeParse({ topics: ['queue'], all: true }).success).toBe(false);
  });
});
