/**
 * Shapes shared by the vocabulary lists. Each list keeps its literal types through
 * `as const satisfies readonly X[]`, so these interfaces only check the shape, never widen it.
 */

/** A simple pick-list entry: the value the server stores and the Russian label people read. */
export interface Option<V extends string | number = string | number> {
  readonly value: V;
  readonly label: string;
}

/** Joy UI palette names the interaction feed paints its chips with. */
export type ChipColor = 'primary' | 'neutral' | 'danger' | 'success' | 'warning';

/** Alert-style severities; readiness categories use them so they match snackbars and badges. */
export type SeverityColor = 'success' | 'warning' | 'info' | 'error';

/** An entry identified by an external code (ISO country, federal subject, okrug). */
export interface CodeEntry<C extends string = string> {
  readonly code: C;
  readonly label: string;
}
