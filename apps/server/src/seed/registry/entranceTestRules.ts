/**
 * Which programmes may set an entrance test, and which: СПО admission is without exams except
 * where a speciality needs creative abilities or physical or psychological qualities (Порядок
 * приёма, Приказ Минпросвещения № 457, and the government's list of such specialities).
 */
import { ENTRANCE_TEST_TYPES, type EntranceTestKind } from '@abitura/contracts/vocabulary';

/** Code prefixes of the specialities that may test each quality. */
const RULES: ReadonlyArray<{ readonly kind: EntranceTestKind; readonly prefixes: readonly string[] }> = [
  { kind: 'creative', prefixes: ['07.02.01', '29.02.04', '51.02.01', '52.', '53.', '54.02.', '55.02.02'] },
  { kind: 'physical', prefixes: ['20.01.01', '20.02.02', '40.02.02', '49.02.'] },
  { kind: 'psychological', prefixes: ['20.02.02', '31.02.01', '31.02.02', '34.02.01', '40.02.02', '44.02.'] },
];

export interface EntranceTest {
  readonly type: number;
  readonly name: string;
}

/** The tests a programme of this speciality may set (none for most). */
export function entranceTestsAllowed(specialityCode: string): EntranceTest[] {
  return RULES.filter((rule) => rule.prefixes.some((prefix) => specialityCode.startsWith(prefix))).map((rule) => {
    const type = ENTRANCE_TEST_TYPES.find((entry) => entry.kind === rule.kind) as (typeof ENTRANCE_TEST_TYPES)[number];
    return { type: type.id, name: type.label };
  });
}
