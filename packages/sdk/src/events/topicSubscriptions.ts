import type { Logger } from '../types.js';
import type { Reply, SystemFrame } from '@abitura/contracts/wire';

export type TopicHandler = (data: unknown, topic: string) => void;

export interface TopicSubscriptions {
  subscribe(topic: string, handler: TopicHandler): () => void;
  /** Delivers an EVENT frame to the handlers of its topic. */
  dispatch(frame: SystemFrame): void;
  /** Re-announces every topic on a freshly authenticated socket. */
  resubscribe(): void;
  readonly topics: readonly string[];
}

/**
 * Topic subscriptions for EVENT frames. The server learns the topics through Events/Subscribe and
 * Events/Unsubscribe; after every reconnect they are announced again, since a new socket starts
 * with none.
 */
export function createTopicSubscriptions(options: {
  call: (action: 'Events/Subscribe' | 'Events/Unsubscribe', params: { topics: string[] }) => Promise<Reply>;
  live: () => boolean;
  logger: Logger;
}): TopicSubscriptions {
  const handlers = new Map<string, Set<TopicHandler>>();

  function announce(action: 'Events/Subscribe' | 'Events/Unsubscribe', topics: string[]): void {
    if (topics.length === 0 || !options.live()) return;
    void options.call(action, { topics }).then((reply) => {
      if (!reply.success) options.logger.error(`${action} refused`, { topics, code: reply.data });
    });
  }

  return {
    get topics() {
      return [...handlers.keys()];
    },
    subscribe(topic, handler) {
      let set = handlers.get(topic);
      if (!set) {
        set = new Set();
        handlers.set(topic, set);
        announce('Events/Subscribe', [topic]);
      }
      set.add(handler);
      return () => {
        const current = handlers.get(topic);
        if (!current?.delete(handler) || current.size > 0) return;
        handlers.delete(topic);
        announce('Events/Unsubscribe', [topic]);
      };
    },
    dispatch(frame) {
      if (frame.SYSTEM_CALL !== 'EVENT' || typeof frame.topic !== 'string') return;
      for (const handler of [...(handlers.get(frame.topic) ?? [])]) {
        try {
          handler(frame.data, frame.topic);
        } catch (error) {
          options.logger.error('event handler failed', { topic: frame.topic, error: String(error) });
        }
      }
    },
    resubscribe() {
      announce('Events/Subscribe', [...handlers.keys()]);
    },
  };
}
