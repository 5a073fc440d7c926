export { ErrorBoundary } from './ErrorBoundary.js';
export type { ErrorBoundaryProps } from './ErrorBoundary.js';
export { ErrorFallback } from './ErrorFallback.js';
export type { ErrorFallbackProps } from './ErrorFallback.js';
