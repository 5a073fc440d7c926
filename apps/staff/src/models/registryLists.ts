/**
 * The reference lists the organization pages read (okrugs, districts, МРСД councils, kinds) and
 * what the pages need of them: a district list narrowed to an okrug (a district entry names its
 * okrug in `data.okrug`), the okrug's short name for tables, the choices for selects.
 */
import type { ReferenceItem } from '@abitura/contracts';
import { useReferenceList, type ReferenceListView } from './referenceLists.js';

/** The okrug a district entry belongs to, or null when the entry does not say. */
export function okrugOfDistrict(item: ReferenceItem | undefined): string | null {
  const okrug = item?.data.okrug;
  return typeof okrug === 'string' ? okrug : null;
}

/** The districts of an okrug, or all of them when no okrug is chosen. */
export function districtsIn(districts: readonly ReferenceItem[], okrug: string | null | undefined): ReferenceItem[] {
  return okrug ? districts.filter((item) => okrugOfDistrict(item) === okrug) : [...districts];
}

/** An okrug as tables show it: its short name (ЦАО) when the list has one, else its label. */
export function okrugShort(okrugs: ReferenceListView, code: string | null | undefined): string {
  const item = okrugs.find(code);
  const short = item?.data.short;
  return typeof short === 'string' && short !== '' ? short : okrugs.labelOf(code);
}

export interface RegistryLists {
  okrugs: ReferenceListView;
  districts: ReferenceListView;
  mrsd: ReferenceListView;
  kinds: ReferenceListView;
}

/** The lists behind the organization filters and forms, fetched once per session. */
export function useRegistryLists(): RegistryLists {
  return {
    okrugs: useReferenceList('okrugs'),
    districts: useReferenceList('rayons'),
    mrsd: useReferenceList('mrsd'),
    kinds: useReferenceList('organizationKinds'),
  };
}
