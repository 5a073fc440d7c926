/**
 * The access panel: the counts of Access/Overview (users by status, roles, groups, live sessions,
 * recent audit entries) with the roles and privilege groups themselves. No React here.
 */
import type { ActionResult, Client } from '@abitura/sdk';
import { createResource, type Resource } from './resource.js';

export interface PanelData {
  overview: ActionResult<'Access/Overview'>;
  roles: ActionResult<'User/ReadRoles'>;
  groups: ActionResult<'User/getAllPrivilegeGroups'>;
}

/** The three reads go out together; the panel shows once all have answered. */
export function createPanelModel(client: Pick<Client, 'run'>): Resource<PanelData> {
  return createResource(async () => {
    const [overview, roles, groups] = await Promise.all([
      client.run('Access/Overview', {}),
      client.run('User/ReadRoles', {}),
      client.run('User/getAllPrivilegeGroups', {}),
    ]);
    return { overview, roles, groups };
  });
}
