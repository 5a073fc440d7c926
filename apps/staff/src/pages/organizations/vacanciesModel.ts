/** The vacancies tab as a signal model: an organization's vacant places by speciality (read only). */
import type { ReadonlySignal } from '@preact/signals-react';
import type { Client } from '@abitura/sdk';
import type { Vacancy } from '@abitura/contracts';
import { createLoadedResource } from '../../models/loadedResource.js';

export type VacanciesModel = ReturnType<typeof createVacanciesModel>;

export function createVacanciesModel(client: Pick<Client, 'call'>, organizationId: number) {
  const { value: items, ...state } = createLoadedResource<readonly Vacancy[]>(() => client.call('Organization/GetVacancy', { search: { organization: organizationId } }), []);
  return { items: items as ReadonlySignal<readonly Vacancy[]>, ...state };
}
