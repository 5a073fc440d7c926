/**
 * The season tab of /admission/statement (`?tab=season`): the chosen season's calendar and its
 * competitive groups with their places. Without any season it offers to create one for the
 * current admission year; «Новый сезон» creates the next year's with the calendar a year on. The
 * page chooses the season (its picker and `?season=`); a season created here becomes the chosen
 * one. Each season's grid keeps its unsaved places while the tab shows another season.
 */
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { dayLabel, moscowDay } from '@abitura/contracts/moscowTime';
import type { AdmissionSeason, PermissionKey } from '@abitura/contracts';
import { useClient, useSession, useSignalValue } from '@abitura/ui';
import { ResourceArea, useFirstLoad } from '../../../components/LoadedArea.js';
import type { AdmissionClient } from '../../../models/admissionService.js';
import type { AdmissionSeasonsModel } from '../../../models/admissionSeasons.js';
import { createGroupsGridModel, type GroupsGridModel } from './groupsGridModel.js';
import { GroupsSection } from './GroupsSection.js';
import { NewSeasonDialog } from './NewSeasonDialog.js';
import { SeasonCalendar } from './SeasonCalendar.js';
import { nextSeasonDraft } from './seasonCalendar.js';
import { useGroupsReporter } from './useGroupsAddress.js';

/** Changing seasons, their calendars, groups and places. */
export const MANAGE_ADMISSION = 'manageAdmission' satisfies PermissionKey;

export function SeasonTab({ seasons }: { seasons: AdmissionSeasonsModel }) {
  const client = useClient();
  return <SeasonTabView seasons={seasons} client={client} />;
}

export interface SeasonTabViewProps {
  seasons: AdmissionSeasonsModel;
  client: AdmissionClient;
  /** @default Date.now */
  now?: () => number;
}

/** The tab with its admission client given (tests give a stand-in). */
export function SeasonTabView({ seasons, client, now = Date.now }: SeasonTabViewProps) {
  const { t } = useTranslation('admissionSeason');
  const canManage = useSession().can(MANAGE_ADMISSION);
  const list = useSignalValue(seasons.seasons);
  const season = useSignalValue(seasons.season);
  const [path, navigate] = useLocation();
  const search = useSearch();
  const reporter = useGroupsReporter();
  const [creating, setCreating] = useState(false);
  useFirstLoad(seasons, true);

  // One grid per season for the tab's life: unsaved places survive a look at another season.
  const grids = useRef(new Map<number, GroupsGridModel>());
  const grid = useMemo(() => {
    if (!season) return null;
    const known = grids.current.get(season.id);
    if (known) return known;
    const made = createGroupsGridModel({ client, seasonId: season.id, onQuery: reporter });
    grids.current.set(season.id, made);
    return made;
  }, [client, season, reporter]);
  useEffect(() => {
    const all = grids.current;
    return () => {
      for (const made of all.values()) made.list.dispose();
      all.clear();
    };
  }, []);

  const draft = useMemo(() => nextSeasonDraft(list, dayLabel(moscowDay(now()))), [list, now]);
  const created = (made: AdmissionSeason) => {
    setCreating(false);
    void seasons.load().then(() => seasons.choose(made.id));
    const query = new URLSearchParams(search);
    query.set('season', String(made.id));
    navigate(`${path}?${query.toString()}`);
  };
  const newSeason = canManage ? () => setCreating(true) : null;
  const createFirst = canManage ? <Button onClick={() => setCreating(true)}>{t('empty.create', { year: draft.year ?? '' })}</Button> : null;

  return (
    <>
      <ResourceArea resource={seasons} empty={list.length === 0} emptyNote={{ title: t('empty.title'), hint: canManage ? t('empty.hint') : t('empty.hintReadOnly'), action: createFirst }}>
        {season && grid ? (
          <Stack spacing={4}>
            <SeasonCalendar key={`${season.id}:${season.updated_at}`} client={client} season={season} all={list} canManage={canManage} onNewSeason={newSeason} onSaved={() => void seasons.load()} />
            <GroupsSection key={season.id} client={client} season={season} seasons={list} grid={grid} canManage={canManage} onChanged={() => void seasons.load()} />
          </Stack>
        ) : null}
      </ResourceArea>
      <NewSeasonDialog client={client} open={creating} draft={draft} onClose={() => setCreating(false)} onCreated={created} />
    </>
  );
}
