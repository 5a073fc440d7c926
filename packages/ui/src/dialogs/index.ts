export { GuardedModal } from './GuardedModal.js';
export type { GuardedModalProps } from './GuardedModal.js';
export { createTypedTextWatch, isTextEntry } from './typedText.js';
export type { TextEntry, TypedTextWatch } from './typedText.js';
