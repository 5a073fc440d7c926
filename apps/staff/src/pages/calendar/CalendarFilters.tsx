/**
 * What the calendar shows: kinds and interaction types (several at once; none means all) and,
 * for those who coordinate a team, whose calendar: the caller's own, the whole team's, or one
 * member's. The members come from Abiturient/Curators (the staff who record interactions), read
 * once per session, so the member choice needs the right to that list.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionResult } from '@abitura/sdk';
import { CALENDAR_KINDS, type CalendarKind, type ReferenceItem } from '@abitura/contracts';
import { useReference } from '@abitura/ui';
import { ChoiceField } from '../../components/ChoiceField.js';
import { FilterBar } from '../../components/FilterBar.js';
import { MultiChoiceField } from '../../components/MultiChoiceField.js';
import type { CalendarQuery, CalendarScope } from '../../models/calendarQuery.js';
import { useReferenceList, type Choice } from '../../models/referenceLists.js';

export interface CalendarFiltersProps {
  query: CalendarQuery;
  /** Offers the team scope (viewTeamCalendar). */
  team: boolean;
  onKinds: (kinds: CalendarKind[]) => void;
  onTypes: (types: string[]) => void;
  onScope: (scope: CalendarScope) => void;
  /** Offers one member's calendar in the team scope (the staff list can be read). */
  members: boolean;
  onOwner: (owner: number | null) => void;
  onReset: () => void;
}

/**
 * The types offered: the staff-logged ones, since the system's processing states are not dated
 * interactions the calendar shows.
 */
function staffTypeChoices(items: readonly ReferenceItem[]): Choice[] {
  return items.filter((item) => item.data.category !== 'system').map((item) => ({ value: item.code, label: item.label }));
}

type Member = ActionResult<'Abiturient/Curators'>[number];

/** The same loader name as the applicant's curator field, so the list is read once. */
const MEMBERS = { name: 'applicant:curators', request: { action: 'Abiturient/Curators', params: {} } };

export function CalendarFilters({ query, team, onKinds, onTypes, onScope, members, onOwner, onReset }: CalendarFiltersProps) {
  const { t } = useTranslation('calendar');
  const types = useReferenceList('interactionTypes');
  const narrowed = query.kinds.length > 0 || query.types.length > 0 || query.scope !== 'mine';
  return (
    <FilterBar label={t('filters.label')} narrowed={narrowed} onReset={onReset}>
      <MultiChoiceField label={t('filters.kinds')} values={query.kinds} choices={CALENDAR_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))} anyLabel={t('filters.all')} onChange={onKinds} />
      <MultiChoiceField label={t('filters.types')} values={query.types} choices={staffTypeChoices(types.items)} anyLabel={t('filters.all')} onChange={onTypes} minWidth={240} />
      {team ? (
        <ChoiceField label={t('filters.scope')} value={query.scope} choices={(['mine', 'team'] as const).map((scope) => ({ value: scope, label: t(`scopes.${scope}`) }))} onChange={(value) => onScope(value === 'team' ? 'team' : 'mine')} minWidth={180} />
      ) : null}
      {team && members && query.scope === 'team' ? <OwnerField owner={query.owner} onOwner={onOwner} /> : null}
    </FilterBar>
  );
}

function OwnerField({ owner, onOwner }: { owner: number | null; onOwner: (owner: number | null) => void }) {
  const { t } = useTranslation('calendar');
  const list = useReference<Member>(MEMBERS.name, MEMBERS.request);
  const choices = useMemo(() => list.items.map((member) => ({ value: String(member.id), label: member.name })), [list.items]);
  return (
    <ChoiceField
      label={t('filters.owner')}
      value={owner === null ? '' : String(owner)}
      choices={choices}
      noneLabel={t('filters.allMembers')}
      unknownLabel={(id) => t('filters.unknownMember', { id })}
      onChange={(value) => onOwner(value === '' ? null : Number(value))}
      minWidth={220}
    />
  );
}
