import type { ParamIssue } from '@abitura/contracts/wire';
import { MOSCOW_RAYONS, OKRUGS, RAYONS_BY_OKRUG } from '@abitura/contracts/vocabulary';
import { fail } from '../../actions/actionFailure.js';
import { foldSearch } from '../../db/folding.js';

/** Where an organization or a building stands: okrug code and rayon name, either may be empty. */
export interface Place {
  okrug: string | null;
  district: string | null;
}

const OKRUG_CODES = new Map(OKRUGS.map((okrug) => [okrug.code.toLowerCase(), okrug.code]));
// People type Савеловский for Савёловский and do not mind case: the stored name is the canonical one.
const RAYONS = new Map(MOSCOW_RAYONS.map((rayon) => [foldSearch(rayon.value), rayon]));

const unknownOkrug = (value: string) => `Неизвестный округ «${value}»: укажите код округа Москвы, например CAO, или OUT для организаций за пределами Москвы.`;
const unknownDistrict = (value: string) => `Неизвестный район «${value}»: выберите район Москвы из списка.`;
const foreignDistrict = (district: string, okrug: string) => `Район «${district}» не входит в округ ${OKRUGS.find((entry) => entry.code === okrug)?.short ?? okrug}: проверьте округ и район.`;

/**
 * The place with its okrug and rayon spelled as the vocabulary spells them, or INVALID_PARAMS
 * naming each field that is not a known okrug code or Moscow rayon, or a rayon of another
 * okrug. `prefix` is where the fields sit in the params ('data.' for updates), so the issue
 * paths point at the form's fields.
 */
export function checkedPlace(place: Place, prefix = ''): Place {
  const issues: ParamIssue[] = [];
  const okrug = place.okrug === null ? null : (OKRUG_CODES.get(place.okrug.toLowerCase()) ?? null);
  if (place.okrug !== null && okrug === null) issues.push({ path: `${prefix}okrug`, message: unknownOkrug(place.okrug) });
  const rayon = place.district === null ? undefined : RAYONS.get(foldSearch(place.district));
  if (place.district !== null && rayon === undefined) issues.push({ path: `${prefix}district`, message: unknownDistrict(place.district) });
  if (okrug !== null && rayon !== undefined && okrug in RAYONS_BY_OKRUG && rayon.okrug !== okrug) {
    issues.push({ path: `${prefix}district`, message: foreignDistrict(rayon.value, okrug) });
  }
  if (issues.length > 0) fail('INVALID_PARAMS', issues.map((issue) => issue.message).join(' '), issues);
  return { okrug, district: rayon?.value ?? null };
}
