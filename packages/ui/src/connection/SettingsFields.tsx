import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import { COMMUNICATION_MODES, type ConnectionSettings, type SettingsProblem } from '@abitura/sdk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useSignalValue } from '../sdk/useSignalValue.js';
import { HideIcon, ShowIcon } from './icons.js';
import { API_KEY_MAX_LENGTH, INTERVAL_BOUNDS, type ConnectionSettingsForm, type ProblemField, type SettingsDraft } from './settingsForm.js';

type IntervalField = 'wsReconnectInterval' | 'wsPingInterval';
type SwitchField = 'enableLogs' | 'enableErrors' | 'showNetErrorsInSnackbar' | 'autoSwitchToApiOnWsFail';

// Literal keys (as const), so the calls still type-check if the i18n setup declares typed resources.
const INTERVALS = [
  { field: 'wsReconnectInterval', label: 'reconnect-label', help: 'reconnect-help' },
  { field: 'wsPingInterval', label: 'ping-label', help: 'ping-help' },
] as const satisfies readonly { field: IntervalField; label: string; help: string }[];

const SWITCHES = [
  { field: 'autoSwitchToApiOnWsFail', label: 'auto-switch-label', help: 'auto-switch-help' },
  { field: 'showNetErrorsInSnackbar', label: 'net-errors-label', help: 'net-errors-help' },
  { field: 'enableErrors', label: 'errors-label', help: 'errors-help' },
  { field: 'enableLogs', label: 'logs-label', help: 'logs-help' },
] as const satisfies readonly { field: SwitchField; label: string; help: string }[];

/** The SDK's problems are English developer text; a person gets a sentence in their language. */
export function problemText(t: TFunction<'connection'>, field: ProblemField, problem: SettingsProblem): string {
  const options = { defaultValue: problem.message };
  if (field === 'communicationMode') return t('problem-mode', options);
  if (field === 'wsReconnectInterval' || field === 'wsPingInterval') return t('problem-interval', { ...options, ...INTERVAL_BOUNDS });
  if (field === 'apiKey') return t('problem-text', { ...options, max: API_KEY_MAX_LENGTH });
  if (field === '') return t('problem-settings', options);
  return t('problem-switch', options);
}

/** Every wsConfig field (SPEC section 3), bound to the form model. */
export function SettingsFields({ form }: { form: ConnectionSettingsForm }) {
  const draft = useSignalValue(form.draft);
  const problems = useSignalValue(form.problems);
  const { t } = useTranslation('connection');
  const problemOf = (field: keyof ConnectionSettings) => {
    const problem = problems[field];
    return problem ? problemText(t, field, problem) : null;
  };
  const modeProblem = problemOf('communicationMode');

  return (
    <Stack gap={2}>
      <FormControl error={modeProblem !== null}>
        <FormLabel>{t('mode-label')}</FormLabel>
        <Select value={draft.communicationMode} onChange={(_event, mode) => mode && form.set('communicationMode', mode)}>
          {COMMUNICATION_MODES.map((mode) => (
            <Option key={mode} value={mode}>
              {t(`mode-${mode}`)}
            </Option>
          ))}
        </Select>
        {modeProblem && <FormHelperText>{modeProblem}</FormHelperText>}
      </FormControl>

      {INTERVALS.map(({ field, label, help }) => {
        const problem = problemOf(field);
        return (
          <FormControl key={field} error={problem !== null}>
            <FormLabel>{t(label)}</FormLabel>
            <Input
              type="number"
              value={draft[field]}
              onChange={(event) => form.set(field, event.target.value)}
              endDecorator={t('ms')}
              slotProps={{ input: { min: INTERVAL_BOUNDS.min, max: INTERVAL_BOUNDS.max, step: 100, inputMode: 'numeric' } }}
            />
            <FormHelperText>{problem ?? t(help)}</FormHelperText>
          </FormControl>
        );
      })}

      {SWITCHES.map(({ field, label, help }) => {
        const problem = problemOf(field);
        return (
          <FormControl key={field} orientation="horizontal" error={problem !== null} sx={{ justifyContent: 'space-between', gap: 2 }}>
            <div>
              <FormLabel>{t(label)}</FormLabel>
              <FormHelperText sx={{ mt: 0 }}>{problem ?? t(help)}</FormHelperText>
            </div>
            <Switch checked={draft[field]} onChange={(event) => form.set(field, event.target.checked)} />
          </FormControl>
        );
      })}

      <ApiKeyField value={draft.apiKey} problem={problemOf('apiKey')} onChange={(value) => form.set('apiKey', value)} />
    </Stack>
  );
}

function ApiKeyField({ value, problem, onChange }: { value: SettingsDraft['apiKey']; problem: string | null; onChange: (value: string) => void }) {
  const { t } = useTranslation('connection');
  // Hidden by default: the key grants device access and the screen may be shared or filmed.
  const [shown, setShown] = useState(false);
  return (
    <FormControl error={problem !== null}>
      <FormLabel>{t('api-key-label')}</FormLabel>
      <Input
        type={shown ? 'text' : 'password'}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        slotProps={{ input: { spellCheck: false, maxLength: API_KEY_MAX_LENGTH } }}
        endDecorator={
          <IconButton aria-label={t(shown ? 'api-key-hide' : 'api-key-show')} onClick={() => setShown((now) => !now)}>
            {shown ? <HideIcon /> : <ShowIcon />}
          </IconButton>
        }
      />
      <FormHelperText>{problem ?? t('api-key-help')}</FormHelperText>
    </FormControl>
  );
}
