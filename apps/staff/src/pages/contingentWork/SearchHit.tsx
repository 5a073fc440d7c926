/**
 * One hit of the quick search, as an option of the results list: the name, the processing status
 * and what matched on the first line; birth date and school on the second; phones, e-mail and
 * СНИЛС (3-3-3-2) on the third, the matched value marked. Phones, e-mail and СНИЛС read left to
 * right in every language.
 */
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { formatIdNumber, formatPhone } from '@abitura/contracts/validation';
import { formatDisplayDate } from '@abitura/ui';
import { TermChip } from '../../components/TermChip.js';
import { TypeaheadOption, type TypeaheadOptionState } from '../../components/TypeaheadBox.js';
import { Highlighted } from './Highlighted.js';
import type { QuickSearchHit } from './quickSearchModel.js';

export interface SearchHitProps extends TypeaheadOptionState {
  hit: QuickSearchHit;
  /** The text the hits answer, for marking what matched. */
  query: string;
}

export function SearchHit({ hit, query, ...option }: SearchHitProps) {
  const { t } = useTranslation('contingentWork');
  const birth = formatDisplayDate(hit.birth_date);
  const contacts = [
    ...hit.phones.map((phone) => ({ key: phone, label: null, text: formatPhone(phone), by: 'digits' as const, mark: hit.matched === 'phone' })),
    ...(hit.email ? [{ key: 'email', label: null, text: hit.email, by: 'words' as const, mark: hit.matched === 'email' }] : []),
    ...(hit.id_number ? [{ key: 'id', label: t('search.idNumber'), text: formatIdNumber(hit.id_number), by: 'digits' as const, mark: hit.matched === 'id_number' }] : []),
  ];
  return (
    <TypeaheadOption {...option} spacing={0.5} py={1.25} outlineActive>
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
        <Typography level="title-md" component="span">
          <Highlighted text={hit.fullname} query={query} by="words" enabled={hit.matched === 'name'} />
        </Typography>
        <TermChip group="processingStatus" value={hit.processing_status} />
        <Chip component="span" size="sm" variant="outlined" color="warning">
          {t(`search.matched.${hit.matched}`)}
        </Chip>
      </Stack>
      <Typography level="body-sm" textColor="text.secondary">
        {[birth === '' ? t('search.noBirthDate') : t('search.born', { date: birth }), hit.school ?? t('search.noSchool')].join(' · ')}
      </Typography>
      {contacts.length > 0 ? (
        <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
          {contacts.map((contact) => (
            <Typography key={contact.key} level="body-sm" component="span">
              {contact.label === null ? null : `${contact.label} `}
              <bdi dir="ltr">
                <Highlighted text={contact.text} query={query} by={contact.by} enabled={contact.mark} />
              </bdi>
            </Typography>
          ))}
        </Stack>
      ) : (
        <Typography level="body-sm" textColor="text.tertiary">
          {t('search.noContacts')}
        </Typography>
      )}
    </TypeaheadOption>
  );
}
