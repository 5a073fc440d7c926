// stylis 4 ships no types and @types/stylis is not a dependency. This declares the one export the
// RTL cache uses, typed as emotion's plugin, and the Middleware type stylis-plugin-rtl's own
// declarations import, so the two fit together.
declare module 'stylis' {
  import type { StylisPlugin } from '@emotion/cache';

  export type Middleware = StylisPlugin;
  export const prefixer: StylisPlugin;
}
