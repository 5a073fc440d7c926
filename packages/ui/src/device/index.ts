export { DeviceUiProvider, useDeviceText, useDeviceLanguage } from './DeviceUiProvider.js';
export type { DeviceUiProviderProps } from './DeviceUiProvider.js';
export { createDeviceText } from './deviceText.js';
export type { DeviceText, TextValues } from './deviceText.js';
export { DeviceKeyForm } from './DeviceKeyForm.js';
export type { DeviceKeyFormProps } from './DeviceKeyForm.js';
export { OfflineNotice } from './OfflineNotice.js';
export { adoptKeyFromAddress, DEVICE_KEY_PARAM } from './deviceKey.js';
export { deviceResources } from './deviceResources.js';
