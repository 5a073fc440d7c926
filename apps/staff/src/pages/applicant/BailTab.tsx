/**
 * The guarantee letters tab (Abiturient/Bail): each letter's number, college, speciality, letter
 * status, when it was issued, until when it is valid, and the comment; newest first as the
 * server sends them.
 */
import { useTranslation } from 'react-i18next';
import { formatDisplayDate, formatDisplayDateTime, useSignalValue } from '@abitura/ui';
import { ListTable } from '../../components/ListTable.js';
import { ResourceArea, useFirstLoad } from '../../components/LoadedArea.js';
import { Muted } from '../../components/Muted.js';
import { TabSection } from '../../components/TabSection.js';
import { TermChip } from '../../components/TermChip.js';
import type { LoadedResource } from '../../models/loadedResource.js';
import type { GuaranteeLetter } from './tabModels.js';

export function BailTab({ model }: { model: LoadedResource<readonly GuaranteeLetter[]> }) {
  const { t } = useTranslation('applicant');
  const items = useSignalValue(model.value);
  const loading = useSignalValue(model.loading);
  useFirstLoad(model, true);

  return (
    <TabSection title={t('bail.title')}>
      <ResourceArea resource={model} empty={items.length === 0} emptyNote={{ title: t('bail.empty') }}>
        <ListTable caption={t('bail.caption', { count: items.length })} busy={loading} minWidth={900} align="top">
          <thead>
            <tr>
              <th scope="col">{t('bail.number')}</th>
              <th scope="col">{t('bail.college')}</th>
              <th scope="col">{t('bail.speciality')}</th>
              <th scope="col">{t('bail.status')}</th>
              <th scope="col">{t('bail.issued')}</th>
              <th scope="col">{t('bail.validUntil')}</th>
              <th scope="col">{t('bail.comment')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((letter) => (
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
            ))}
          </tbody>
        </ListTable>
      </ResourceArea>
    </TabSection>
  );
}
