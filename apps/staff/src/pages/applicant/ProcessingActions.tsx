/**
 * The header's processing-status moves: only those the state machine allows from the current
 * status (Взять в работу, Завершить работу, Вернуть в ожидание). Ending the work asks how it ended
 * (success, fail, no processing needed) before anything is sent.
 */
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicantRecord } from '@abitura/contracts';
import { WORKEND_RESULTS, type WorkendResult } from '@abitura/contracts/vocabulary';
import { useSignalValue } from '@abitura/ui';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { useFailureText } from '../../components/useFailureText.js';
import { movesFor, type ApplicantPageModel, type HeaderMove } from './applicantPageModel.js';

export interface ProcessingActionsProps {
  model: ApplicantPageModel;
  record: ApplicantRecord;
  /** A move went through. */
  onMoved: () => void;
}

export function ProcessingActions({ model, record, onMoved }: ProcessingActionsProps) {
  const { t } = useTranslation('applicant');
  const failureText = useFailureText();
  const moving = useSignalValue(model.moving);
  const moveError = useSignalValue(model.moveError);
  const [ending, setEnding] = useState(false);
  const [result, setResult] = useState<WorkendResult>('success');
  const resultLabel = useId();
  const moves = movesFor(record);

  const move = async (event: HeaderMove, outcome?: WorkendResult) => {
    const done = await model.move(event, outcome);
    if (done) onMoved();
    return done;
  };

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" role="group" aria-label={t('moves.label')}>
        {moves.map((event) => (
          <Button
            key={event}
            size="sm"
            variant={event === 'work' ? 'solid' : 'outlined'}
            color={event === 'wait' ? 'neutral' : 'primary'}
            loading={moving === event}
            disabled={moving !== null && moving !== event}
            onClick={() => {
              if (event === 'workend') {
                setResult('success');
                setEnding(true);
              } else void move(event);
            }}
          >
            {t(`moves.${event}`)}
          </Button>
        ))}
      </Stack>
      <ConfirmDialog open={ending} title={t('moves.workendTitle')} confirmLabel={t('moves.workendConfirm')} color="primary" onConfirm={() => move('workend', result)} onClose={() => setEnding(false)} error={moveError ? failureText(moveError) : null}>
        <FormControl>
          <FormLabel id={resultLabel}>{t('moves.result')}</FormLabel>
          <RadioGroup aria-labelledby={resultLabel} value={result} onChange={(event) => setResult(event.target.value as WorkendResult)}>
            {WORKEND_RESULTS.map((value) => (
              <Radio key={value} value={value} label={t(`moves.results.${value}`)} />
            ))}
          </RadioGroup>
        </FormControl>
      </ConfirmDialog>
    </>
  );
}
