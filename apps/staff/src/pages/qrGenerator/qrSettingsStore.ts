/**
 * Where the generator keeps its settings between visits: the browser's localStorage, per signed-in
 * user, so a reload keeps a long address typed in and the next person at a shared desk starts
 * with their own.
 */
import { storedJson, type StorageArea, type StoredJson } from '../../models/storedJson.js';
import { parseQrSettings, type QrSettings } from './qrEncoding.js';

const PREFIX = 'abitura:qrGenerator:';

export function qrSettingsStore(storage: StorageArea | null, userId: number | string | null): StoredJson<QrSettings> {
  return storedJson(storage, `${PREFIX}${userId ?? 'anonymous'}`, parseQrSettings);
}
