export { CopyButton } from './CopyButton.js';
export type { CopyButtonProps } from './CopyButton.js';
