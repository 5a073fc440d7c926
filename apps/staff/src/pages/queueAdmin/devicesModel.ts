/**
 * The queue's kiosks and TV boards as a signal model: the list, issuing a device (whose plain
 * key the server returns once: the model keeps it only until the person closes its dialog), and
 * revoking one. No React here.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Client } from '@abitura/sdk';
import { outcomeOf, type Outcome } from '../../models/failure.js';
import { createLoadedResource } from '../../models/loadedResource.js';
import type { IssuedDevice, QueueDevice } from './queueTypes.js';

export type DeviceKind = QueueDevice['kind'];

export interface DeviceValues {
  kind: DeviceKind;
  name: string;
}

export const DEVICE_FIELDS = ['kind', 'name'] as const;
export const DEVICE_NAME_LIMIT = 80;

export function checkDevice(values: DeviceValues): Partial<Record<keyof DeviceValues, { key: string; values?: Record<string, number> }>> {
  const name = values.name.trim();
  if (name === '') return { name: { key: 'required' } };
  if (name.length > DEVICE_NAME_LIMIT) return { name: { key: 'tooLong', values: { max: DEVICE_NAME_LIMIT } } };
  return {};
}

export function createDevicesModel(client: Pick<Client, 'call'>) {
  const resource = createLoadedResource<{ items: readonly QueueDevice[] }>(() => client.call('Queue/ListDevices', {}), { items: [] });
  const issued = signal<IssuedDevice | null>(null);
  const revoked = signal<QueueDevice | null>(null);

  return {
    items: computed(() => resource.value.value.items),
    loading: resource.loading,
    loaded: resource.loaded,
    error: resource.error,
    load: resource.load,
    /** The device just issued with its plain key, until its dialog is closed: never shown again. */
    issued: issued as ReadonlySignal<IssuedDevice | null>,
    /** The last device revoked, for the notice above the table. */
    revoked: revoked as ReadonlySignal<QueueDevice | null>,

    async issue(values: DeviceValues): Promise<Outcome<IssuedDevice>> {
      const outcome = outcomeOf(await client.call('Queue/IssueDevice', { kind: values.kind, name: values.name.trim() }));
      if (outcome.ok) {
        issued.value = outcome.value;
        revoked.value = null;
        void resource.load();
      }
      return outcome;
    },

    /** Forgets the plain key: the person has closed the dialog that showed it. */
    forgetKey(): void {
      issued.value = null;
    },

    async revoke(device: QueueDevice): Promise<Outcome<QueueDevice>> {
      const outcome = outcomeOf(await client.call('Queue/RevokeDevice', { id: device.id }));
      if (outcome.ok) {
        revoked.value = outcome.value;
        void resource.load();
      }
      return outcome;
    },

    dismissRevoked(): void {
      revoked.value = null;
    },
  };
}

export type DevicesModel = ReturnType<typeof createDevicesModel>;
