/**
 * Where the template editor's unsaved changes are kept between visits: the browser's
 * localStorage, per signed-in user, so a reload (or a closed tab) does not lose a long letter
 * and the next person at a shared desk does not find someone else's draft.
 */
import { storedJson, type StorageArea, type StoredJson } from '../../models/storedJson.js';
import { parseTemplateDraft, type TemplateDraft } from './templatesModel.js';

const PREFIX = 'abitura:emailTemplateDraft:';

export function templateDraftStore(storage: StorageArea | null, userId: number | string | null): StoredJson<TemplateDraft> {
  return storedJson(storage, `${PREFIX}${userId ?? 'anonymous'}`, parseTemplateDraft);
}
