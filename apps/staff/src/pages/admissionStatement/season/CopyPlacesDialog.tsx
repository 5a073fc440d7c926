/**
 * «Скопировать места из сезона…» (Admission/CopyPlaces): the source season, whether groups with
 * places set get the copied ones too, then a confirmation that says what will happen before
 * anything is written. The tab reports how many groups were copied and skipped.
 */
import Alert from '@mui/joy/Alert';
import Checkbox from '@mui/joy/Checkbox';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignalValue } from '@abitura/ui';
import type { AdmissionSeason } from '@abitura/contracts';
import { ChoiceField } from '../../../components/ChoiceField.js';
import { DialogForm, DialogFrame } from '../../../components/FormDialog.js';
import type { SeasonWrite } from './seasonWrites.js';

export interface CopyPlacesDialogProps {
  open: boolean;
  season: AdmissionSeason;
  seasons: readonly AdmissionSeason[];
  write: SeasonWrite<'Admission/CopyPlaces'>;
  onClose: () => void;
  onDone: () => void;
}

export function CopyPlacesDialog({ open, season, seasons, write, onClose, onDone }: CopyPlacesDialogProps) {
  const { t } = useTranslation('admissionSeason');
  const { t: term } = useTranslation('admissionTerms');
  const running = useSignalValue(write.running);
  const failure = useSignalValue(write.failure);
  const sources = [...seasons].filter((other) => other.id !== season.id).sort((a, b) => b.year - a.year);
  // The season just before is the usual source.
  const usual = sources.find((other) => other.year < season.year) ?? sources[0] ?? null;
  const [from, setFrom] = useState<string>('');
  const [overwrite, setOverwrite] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    if (!open) return;
    write.clear();
    setFrom(usual ? String(usual.id) : '');
    setOverwrite(false);
    setConfirming(false);
    setMissing(false);
    // Only a new opening starts over.
  }, [open]);

  const source = sources.find((other) => String(other.id) === from) ?? null;
  const submit = async () => {
    if (!source) {
      setMissing(true);
      return;
    }
    if (!confirming) {
      setConfirming(true);
      return;
    }
    if (await write.run({ season_id: season.id, from_season_id: source.id, overwrite })) onDone();
  };

  return (
    <DialogFrame open={open} title={t('copyPlaces.title')} busy={running} onClose={onClose}>
      <DialogForm submitLabel={confirming ? t('copyPlaces.submit') : t('copyPlaces.next')} submitting={running} formError={failure} onSubmit={() => void submit()} onCancel={onClose}>
        <ChoiceField
          name="from_season_id"
          label={t('copyPlaces.from')}
          value={from}
          choices={sources.map((other) => ({ value: String(other.id), label: term('season.label', { year: other.year }) }))}
          noneLabel={t('copyPlaces.pick')}
          onChange={(value) => {
            setFrom(value);
            setConfirming(false);
            setMissing(false);
          }}
          error={missing ? t('copyPlaces.required') : null}
          required
        />
        <Checkbox
          label={t('copyPlaces.overwrite')}
          checked={overwrite}
          onChange={(event) => {
            setOverwrite(event.target.checked);
            setConfirming(false);
          }}
        />
        {confirming && source ? (
          <Alert color="warning" variant="soft" role="status">
            {t(overwrite ? 'copyPlaces.confirmOverwrite' : 'copyPlaces.confirmKeep', { from: term('season.label', { year: source.year }), to: term('season.label', { year: season.year }) })}
          </Alert>
        ) : null}
      </DialogForm>
    </DialogFrame>
  );
}
