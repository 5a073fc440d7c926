/**
 * The statistics tab: a period of Moscow days (quick choices or two dates) and a service, then
 * the average wait and service time by hour of day as column charts, the totals per service, the
 * per-hour table with medians and 90th percentiles, and the rows as a CSV file named with the
 * period. A backwards or unfinished period is said beside the fields and asks for nothing.
 */
import Button from '@mui/joy/Button';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput, formatDisplayDate, useSignalValue } from '@abitura/ui';
import { ExportButton, ExportNotice, useExportTexts } from '../../components/ExportControls.js';
import { FilterRow } from '../../components/FilterBar.js';
import { FilterSelect } from '../../components/FilterSelect.js';
import { ResourceArea, useFirstLoad } from '../../components/LoadedArea.js';
import { TabSection } from '../../components/TabSection.js';
import { StatsCharts } from './StatsCharts.js';
import type { StatsModel } from './statsModel.js';
import { QUICK_PERIODS, type QuickPeriod } from './statsPeriod.js';
import { StatsTables } from './StatsTables.js';

function StatsFilters({ model }: { model: StatsModel }) {
  const { t } = useTranslation('queueAdmin');
  const period = useSignalValue(model.period);
  const quick = useSignalValue(model.quick);
  const problem = useSignalValue(model.problem);
  const serviceId = useSignalValue(model.serviceId);
  const services = useSignalValue(model.services);
  const choices = services.map((service) => ({ value: String(service.id), label: `${service.prefix} — ${service.name}` }));
  return (
    <>
      <FilterRow role="group" aria-label={t('stats.filters')}>
        <ToggleButtonGroup
          aria-label={t('stats.quick')}
          value={quick}
          onChange={(_event, next) => {
            if (next !== null) model.choose(next as QuickPeriod);
          }}
          sx={{ alignSelf: { md: 'flex-end' } }}
        >
          {QUICK_PERIODS.map((kind) => (
            <Button key={kind} value={kind} aria-pressed={kind === quick}>
              {t(`stats.quicks.${kind}`)}
            </Button>
          ))}
        </ToggleButtonGroup>
        <DateInput label={t('stats.from')} name="from" value={period.from} onChange={(from) => model.setFrom(from)} required />
        <DateInput label={t('stats.to')} name="to" value={period.to} onChange={(to) => model.setTo(to)} required error={problem === 'order' ? t('stats.order') : null} />
        <FilterSelect
          label={t('stats.service')}
          value={serviceId === null ? null : String(serviceId)}
          choices={choices}
          anyLabel={t('stats.anyService')}
          onChange={(value) => model.setService(value === null ? null : Number(value))}
          minWidth={240}
        />
      </FilterRow>
      {problem === 'incomplete' ? (
        <Typography level="body-sm" color="warning" role="status">
          {t('stats.incomplete')}
        </Typography>
      ) : null}
    </>
  );
}

export function StatsTab({ model }: { model: StatsModel }) {
  const { t } = useTranslation('queueAdmin');
  // The first visit reads the services of the filter too; later visits keep what was read.
  const firstLoad = useMemo(() => ({ loaded: model.loaded, load: model.start }), [model]);
  useFirstLoad(firstLoad, true);
  const rows = useSignalValue(model.rows);
  const shown = useSignalValue(model.shown);
  const loaded = useSignalValue(model.loaded);
  const services = useSignalValue(model.services);
  const exportTexts = useExportTexts('queueAdmin');
  const service = shown?.serviceId == null ? null : services.find((candidate) => candidate.id === shown.serviceId);
  const serviceText = shown?.serviceId == null ? t('stats.allServices') : service ? `${service.prefix} — ${service.name}` : String(shown.serviceId);

  return (
    <TabSection title={t('stats.title')} notice={<ExportNotice model={model} texts={exportTexts} />} actions={<ExportButton model={model} disabled={!loaded || rows.length === 0} texts={exportTexts} />}>
      <StatsFilters model={model} />
      <ResourceArea resource={model} empty={rows.length === 0} emptyNote={{ title: t('stats.empty'), hint: t('stats.emptyHint') }} minHeight={240}>
        {shown ? (
          <Typography level="title-md" component="p" aria-live="polite">
            {t('stats.shown', { from: formatDisplayDate(shown.from), to: formatDisplayDate(shown.to), service: serviceText })}
          </Typography>
        ) : null}
        <StatsCharts model={model} />
        <StatsTables model={model} />
        <Typography level="body-sm" textColor="text.secondary">
          {t('stats.about')}
        </Typography>
      </ResourceArea>
    </TabSection>
  );
}
