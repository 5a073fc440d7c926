export { createLoadingBar } from './loadingBar.js';
export type { LoadingBarModel, LoadingBarOptions } from './loadingBar.js';
export { LoadingBar } from './LoadingBar.js';
export type { LoadingBarProps } from './LoadingBar.js';
