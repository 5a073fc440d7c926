/**
 * What the calendar shows: kinds and interaction types (several at once; none means all) and,
 * for those who coordinate a team, whose calendar (the caller's own or the whole team's).
 */
import { useTranslation } from 'react-i18next';
import { CALENDAR_KINDS, type CalendarKind } from '@abitura/sdk/contracts';
import { ChoiceField } from '../../components/ChoiceField.js';
import { FilterBar } from '../../components/FilterBar.js';
import { MultiChoiceField } from '../../components/MultiChoiceField.js';
import { useReferenceList } from '../../models/referenceLists.js';
import type { CalendarQuery, CalendarScope } from './calendarQuery.js';

export interface CalendarFiltersProps {
  query: CalendarQuery;
  /** Offers the team scope (viewTeamCalendar). */
  team: boolean;
  onKinds: (kinds: CalendarKind[]) => void;
  onTypes: (types: string[]) => void;
  onScope: (scope: CalendarScope) => void;
  onReset: () => void;
}

export function CalendarFilters({ query, team, onKinds, onTypes, onScope, onReset }: CalendarFiltersProps) {
  const { t } = useTranslation('calendar');
  const types = useReferenceList('interactionTypes');
  const narrowed = query.kinds.length > 0 || query.types.length > 0 || query.scope !== 'mine';
  return (
    <FilterBar label={t('filters.label')} narrowed={narrowed} onReset={onReset}>
      <MultiChoiceField label={t('filters.kinds')} values={query.kinds} choices={CALENDAR_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))} anyLabel={t('filters.all')} onChange={onKinds} />
      <MultiChoiceField label={t('filters.types')} values={query.types} choices={types.items.map((item) => ({ value: item.code, label: item.label }))} anyLabel={t('filters.all')} onChange={onTypes} minWidth={240} />
      {team ? (
        <ChoiceField label={t('filters.scope')} value={query.scope} choices={(['mine', 'team'] as const).map((scope) => ({ value: scope, label: t(`scopes.${scope}`) }))} onChange={(value) => onScope(value === 'team' ? 'team' : 'mine')} minWidth={180} />
      ) : null}
    </FilterBar>
  );
}
