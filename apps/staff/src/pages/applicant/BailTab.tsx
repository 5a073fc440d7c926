/**
 * The guarantee letters tab (Abiturient/Bail): each letter's number, college, speciality, letter
 * status, when it was issued, until when it is valid, and the comment; newest first as the
 * server sends them.
 */
import { useTranslation } from 'react-i18next';
import { formatDisplayDate, formatDisplayDateTime } from '@abitura/ui';
import { Muted } from '../../components/Muted.js';
import { TermChip } from '../../components/TermChip.js';
import type { LoadedResource } from '../../models/loadedResource.js';
import { LoadedTableTab } from './LoadedTableTab.js';
import type { GuaranteeLetter } from './tabModels.js';

const COLUMNS = ['number', 'college', 'speciality', 'status', 'issued', 'validUntil', 'comment'];

export function BailTab({ model }: { model: LoadedResource<readonly GuaranteeLetter[]> }) {
  const { t } = useTranslation('applicant');
  return (
    <LoadedTableTab model={model} section="bail" columns={COLUMNS} minWidth={900}>
      {(items) =>
        items.map((letter) => (
          <tr key={letter.id}>
            <th scope="row" dir="ltr" style={{ textAlign: 'start' }}>
              {letter.number}
            </th>
            <td>{letter.college.name}</td>
            <td>
              {letter.speciality ? (
                <>
                  <span dir="ltr">{letter.speciality.code}</span> {letter.speciality.name}
                </>
              ) : (
                <Muted>—</Muted>
              )}
            </td>
            <td>
              <TermChip group="letterStatus" value={letter.status} />
            </td>
            <td>{formatDisplayDateTime(letter.issued_at)}</td>
            <td>{letter.valid_until ? formatDisplayDate(letter.valid_until) : <Muted>{t('bail.noLimit')}</Muted>}</td>
            <td style={{ whiteSpace: 'pre-line' }}>{letter.comment ?? <Muted>—</Muted>}</td>
          </tr>
        ))
      }
    </LoadedTableTab>
  );
}
