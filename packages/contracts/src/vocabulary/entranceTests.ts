/**
 * Entrance-test types. A college may hold entrance tests only where the programme needs creative
 * abilities or physical or psychological qualities (Порядок приёма на обучение по программам
 * СПО, Приказ Минпросвещения № 457); the ids are those of the Moscow admission dictionary.
 */

export const ENTRANCE_TEST_TYPES = [
  { id: 5399582, label: 'Творческое испытание', kind: 'creative', scoring: 'points' },
  { id: 5399584, label: 'Испытание на наличие физических качеств', kind: 'physical', scoring: 'pass_fail' },
  { id: 5400000, label: 'Психологическое испытание', kind: 'psychological', scoring: 'pass_fail' },
] as const satisfies readonly { readonly id: number; readonly label: string; readonly kind: string; readonly scoring: EntranceTestScoring }[];

/**
 * How a test's result is written: points from 0 to MAX_TEST_POINTS, passed at the session's pass
 * mark (a creative test), or passed / failed (physical and psychological qualities).
 */
export type EntranceTestScoring = 'points' | 'pass_fail';

/** The top of a points-scored test's scale. */
export const MAX_TEST_POINTS = 100;

/** The pass mark a points-scored session gets unless the committee sets its own. */
export const DEFAULT_PASS_POINTS = 50;

/** How results of a test type are written. */
export function entranceTestScoring(type: number): EntranceTestScoring {
  return ENTRANCE_TEST_TYPES.find((entry) => entry.id === type)?.scoring ?? 'pass_fail';
}

export type EntranceTestTypeId = (typeof ENTRANCE_TEST_TYPES)[number]['id'];
export type EntranceTestKind = (typeof ENTRANCE_TEST_TYPES)[number]['kind'];

/** The ids in the order SPEC section 9 lists them; used to pick entrance tests out of exam lists. */
export const ENTRANCE_TEST_TYPE_IDS = [5400000, 5399582, 5399584] as const satisfies readonly EntranceTestTypeId[];

export function isEntranceTestTypeId(value: unknown): value is EntranceTestTypeId {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return (ENTRANCE_TEST_TYPE_IDS as readonly unknown[]).includes(id);
}
