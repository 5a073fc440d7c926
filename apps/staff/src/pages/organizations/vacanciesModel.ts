/** The vacancies tab as a signal model: an organization's vacant places by speciality (read only). */
import { signal, type ReadonlySignal } from '@preact/signals-react';
import type { Client } from '@abitura/sdk';
import type { Vacancy } from '@abitura/sdk/contracts';
import { createLatestLoad } from '../../models/latestLoad.js';

export type VacanciesModel = ReturnType<typeof createVacanciesModel>;

export function createVacanciesModel(client: Pick<Client, 'call'>, organizationId: number) {
  const items = signal<readonly Vacancy[]>([]);
  const request = createLatestLoad();
  return {
    items: items as ReadonlySignal<readonly Vacancy[]>,
    loading: request.loading,
    loaded: request.loaded,
    error: request.error,
    load(): Promise<void> {
      return request.run(
        () => client.call('Organization/GetVacancy', { search: { organization: organizationId } }),
        (data) => {
          items.value = data;
        },
      );
    },
  };
}
