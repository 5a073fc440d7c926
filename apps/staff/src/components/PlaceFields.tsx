/**
 * The okrug and district pair of a form: the district choices narrow to the chosen okrug, and
 * choosing another okrug drops a district that lies outside it.
 */
import { useTranslation } from 'react-i18next';
import { choicesOf } from '../models/referenceLists.js';
import { districtsIn, okrugOfDistrict, type RegistryLists } from '../models/registryLists.js';
import { ChoiceField } from './ChoiceField.js';

export interface PlaceFieldsProps {
  lists: Pick<RegistryLists, 'okrugs' | 'districts'>;
  okrug: string;
  district: string;
  onChange: (place: { okrug: string; district: string }) => void;
  /** Their problems, already in words. */
  errors?: { okrug?: string | null; district?: string | null };
}

export function PlaceFields({ lists, okrug, district, onChange, errors = {} }: PlaceFieldsProps) {
  const { t } = useTranslation('organizations');
  const districts = districtsIn(lists.districts.items, okrug);
  return (
    <>
      <ChoiceField
        name="okrug"
        label={t('fields.okrug')}
        value={okrug}
        choices={choicesOf(lists.okrugs.items)}
        noneLabel={t('form.notChosen')}
        error={errors.okrug}
        onChange={(next) => {
          const keep = district !== '' && (next === '' || okrugOfDistrict(lists.districts.find(district)) === next);
          onChange({ okrug: next, district: keep ? district : '' });
        }}
      />
      <ChoiceField
        name="district"
        label={t('fields.district')}
        value={district}
        choices={choicesOf(districts)}
        noneLabel={t('form.notChosen')}
        error={errors.district}
        onChange={(next) => {
          // A district names its okrug, so choosing one first fills the okrug in.
          const own = okrugOfDistrict(lists.districts.find(next));
          onChange({ okrug: next !== '' && own !== null ? own : okrug, district: next });
        }}
      />
    </>
  );
}
