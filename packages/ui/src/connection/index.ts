export { ConnectionSettingsDialog } from './ConnectionSettingsDialog.js';
export type { ConnectionSettingsDialogProps } from './ConnectionSettingsDialog.js';
export { ConnectionIndicator } from './ConnectionIndicator.js';
export type { ConnectionIndicatorProps } from './ConnectionIndicator.js';
export { createConnectionSettingsForm, changedFields, toDraft, INTERVAL_BOUNDS, API_KEY_MAX_LENGTH } from './settingsForm.js';
export type { ConnectionSettingsForm, SettingsDraft, ProblemField } from './settingsForm.js';
export { SettingsFields, problemText } from './SettingsFields.js';
