/**
 * The programmes tab of a college as a signal model: its education programmes a page at a time
 * (Program/List by organization). The full list with every filter is the programmes page.
 */
import type { Client } from '@abitura/sdk';
import type { ProgramListItem } from '@abitura/contracts';
import { createPagedResource } from '../../models/loadedResource.js';

export type ProgramsModel = ReturnType<typeof createProgramsModel>;

export function createProgramsModel(client: Pick<Client, 'call'>, organizationId: number) {
  return createPagedResource<ProgramListItem>((page, pageSize) => client.call('Program/List', { organization: organizationId, sort: 'code', direction: 'asc', page, pageSize }));
}
