/**
 * One cell of the working list: a list item's field as staff read it — dates as d.m.Y, phones
 * as +7 (999) 123-45-67, the id number as 3-3-3-2, coded values by their names, statuses, flags
 * and tags as chips — and 'нет сведений' for a missing value (SPEC section 3).
 */
import Stack from '@mui/joy/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIdNumber, formatPhone } from '@abitura/contracts/validation';
import type { ApplicantListItem } from '@abitura/contracts';
import { APPLICANT_CATEGORIES, graduationYearOption, READINESS_CATEGORIES } from '@abitura/contracts/vocabulary';
import { formatDisplayDate, formatDisplayDateTime } from '@abitura/ui';
import { LtrLine } from '../../components/LtrLine.js';
import { Muted } from '../../components/Muted.js';
import { TermChip, useTermLabel } from '../../components/TermChip.js';
import type { ReferenceListView } from '../../models/referenceLists.js';
import { okrugShort } from '../../models/registryLists.js';
import type { ContingentLists } from './contingentLists.js';
import type { ApplicantColumn } from './listColumns.js';

/** A vocabulary value by the reference list's name for it, else the vocabulary's own label. */
function vocabularyLabel(entries: readonly { value: string; label: string }[], list: ReferenceListView, value: string): string {
  return list.find(value)?.label ?? entries.find((entry) => entry.value === value)?.label ?? value;
}

export function NoData() {
  const { t } = useTranslation('contingent');
  return <Muted>{t('noData')}</Muted>;
}

function Chips({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {children}
    </Stack>
  );
}

/** The flags of a flag object that are set, as chips. */
function SetFlags({ group, flags }: { group: 'flag' | 'preferential'; flags: Readonly<Record<string, boolean>> }) {
  const set = Object.keys(flags).filter((flag) => flags[flag]);
  if (set.length === 0) return <NoData />;
  return (
    <Chips>
      {set.map((flag) => (
        <TermChip key={flag} group={group} value={flag} />
      ))}
    </Chips>
  );
}

/** Left to right in every language: numbers and addresses read so. */
export interface ApplicantCellProps {
  column: Exclude<ApplicantColumn, 'fullname'>;
  row: ApplicantListItem;
  lists: ContingentLists;
}

export function ApplicantCell({ column, row, lists }: ApplicantCellProps): ReactNode {
  const term = useTermLabel();
  switch (column) {
    case 'birth_date':
      return row.birth_date ? formatDisplayDate(row.birth_date) : <NoData />;
    case 'phones':
      return row.phones.length > 0 ? row.phones.map((phone) => <LtrLine key={phone}>{formatPhone(phone)}</LtrLine>) : <NoData />;
    case 'email':
      return row.email ? <LtrLine>{row.email}</LtrLine> : <NoData />;
    case 'id_number':
      return row.id_number ? <LtrLine>{formatIdNumber(row.id_number)}</LtrLine> : <NoData />;
    case 'school':
      return row.school ? row.school.name : <NoData />;
    case 'grade':
      return row.grade ? term('grade', row.grade) : <NoData />;
    case 'graduation_year':
      return row.graduation_year === null ? <NoData /> : graduationYearOption(row.graduation_year).label;
    case 'okrug':
      return row.okrug ? <span title={lists.okrugs.labelOf(row.okrug)}>{okrugShort(lists.okrugs, row.okrug)}</span> : <NoData />;
    case 'district':
      return row.district ? lists.districts.labelOf(row.district) : <NoData />;
    case 'category':
      return row.category ? vocabularyLabel(APPLICANT_CATEGORIES, lists.categories, row.category) : <NoData />;
    case 'processing_status':
      return <TermChip group="processingStatus" value={row.processing_status} />;
    case 'readiness':
      return row.readiness ? vocabularyLabel(READINESS_CATEGORIES, lists.readiness, row.readiness) : <NoData />;
    case 'tracking_stage':
      return row.tracking_stage ? term('trackingStage', row.tracking_stage) : <NoData />;
    case 'flags':
      return <SetFlags group="flag" flags={row.flags} />;
    case 'tags':
      return row.tags.length > 0 ? (
        <Chips>
          {row.tags.map((tag) => (
            <TermChip key={tag} group="tag" value={tag} />
          ))}
        </Chips>
      ) : (
        <NoData />
      );
    case 'information_source':
      return row.information_source ? lists.sources.labelOf(row.information_source) : <NoData />;
    case 'preferential':
      return <SetFlags group="preferential" flags={row.preferential} />;
    case 'curator':
      return row.curator ? row.curator.name : <NoData />;
    case 'consent_status':
      return row.consent_status ? <TermChip group="consent" value={row.consent_status} /> : <NoData />;
    case 'created_at':
      return formatDisplayDateTime(row.created_at);
    case 'updated_at':
      return formatDisplayDateTime(row.updated_at);
  }
}
