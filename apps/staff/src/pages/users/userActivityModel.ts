/**
 * The activity tab as a signal model: the audit log filtered to one user, either what they did
 * (as the actor) or what was done to their account (as the entity), a page at a time. Audit/List
 * filters by one or the other, so the tab switches between the two views.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-react';
import type { ActionParams, Client } from '@abitura/sdk';
import type { AuditItem } from '@abitura/contracts';
import type { TablePageSize } from '@abitura/contracts/vocabulary';
import { createPagedResource } from '../../models/loadedResource.js';

export const AUDIT_PERMISSION = 'viewAudit';

/** `actor`: what the user did; `subject`: what was done to the user's account. */
export type ActivityView = 'actor' | 'subject';

export type UserActivityModel = ReturnType<typeof createUserActivityModel>;

export function activityParams(userId: number, view: ActivityView, page: number, pageSize: TablePageSize): ActionParams<'Audit/List'> {
  return view === 'actor' ? { actorId: userId, page, pageSize } : { entity: 'user', entityId: String(userId), page, pageSize };
}

export function createUserActivityModel(client: Pick<Client, 'call'>, userId: number) {
  const view = signal<ActivityView>('actor');
  const entries = createPagedResource<AuditItem>((page, pageSize) => client.call('Audit/List', activityParams(userId, view.peek(), page, pageSize)));

  return {
    ...entries,
    view: view as ReadonlySignal<ActivityView>,
    setView(next: ActivityView): void {
      if (view.peek() === next) return;
      batch(() => {
        view.value = next;
        entries.restart();
      });
    },
  };
}
