/**
 * One requestId per intention of a write: sending the same params again (a retry after a refusal
 * or a lost answer) reuses the id, so the server applies the write once; other params are a new
 * request (the server refuses a repeated id with other params). `done` forgets the id once the
 * write went through.
 */
import { newRequestId } from '@abitura/sdk';

export interface RequestIds {
  idFor(params: unknown): string;
  done(): void;
}

export function createRequestIds(make: () => string = newRequestId): RequestIds {
  let last: { key: string; id: string } | null = null;
  return {
    idFor(params) {
      const key = JSON.stringify(params);
      if (last?.key !== key) last = { key, id: make() };
      return last.id;
    },
    done() {
      last = null;
    },
  };
}
