/**
 * A season's competitive groups, read once per season for the pickers that choose among them
 * (the register's group filter, the statement dialog's group): Admission/ListGroups, a page of
 * up to MAX_GROUPS_PAGE groups (a season holds a few hundred), with a text for searching each.
 */
import { useEffect, useMemo } from 'react';
import { MAX_GROUPS_PAGE } from '@abitura/contracts';
import { useClient, useSignalValue } from '@abitura/ui';
import { admissionCall } from '../../models/admissionService.js';
import type { GroupChoice } from '../../models/applicationForm.js';
import { createLoadedResource } from '../../models/loadedResource.js';

/** What a group is found by: the programme's code and name, the college's name. */
export function groupSearchText(group: Pick<GroupChoice, 'college' | 'program'>): string {
  return `${group.program.code} ${group.program.name} ${group.college.name}`.toLowerCase().replace(/ё/g, 'е');
}

export function useSeasonGroups(seasonId: number | null) {
  const client = useClient();
  const resource = useMemo(
    () =>
      createLoadedResource(async () => {
        if (seasonId === null) return { success: true as const, message: '', data: [] as GroupChoice[] };
        const reply = await admissionCall(client, 'Admission/ListGroups', { season_id: seasonId, page: 1, page_size: MAX_GROUPS_PAGE });
        return reply.success ? { ...reply, data: reply.data.items } : (reply as unknown as { success: true; message: string; data: GroupChoice[] });
      }, [] as GroupChoice[]),
    [client, seasonId],
  );
  useEffect(() => void resource.load(), [resource]);
  return {
    groups: useSignalValue(resource.value),
    loading: useSignalValue(resource.loading),
    error: useSignalValue(resource.error),
    reload: resource.load,
  };
}
