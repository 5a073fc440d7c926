/**
 * A list's XLSX and CSV export on its page: a menu button with the two formats (busy while the
 * file is made) and the notice of what happened: rows read so far, the failure, or rows saved.
 */
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import { useTranslation } from 'react-i18next';
import { useSignalValue } from '@abitura/ui';
import type { TableExport } from '../models/tableExport.js';
import { FeedbackNotice } from './FeedbackNotice.js';
import { useFailureText } from './useFailureText.js';

export function TableExportButton({ model, disabled = false }: { model: TableExport; disabled?: boolean }) {
  const { t } = useTranslation('admissionTerms');
  const running = useSignalValue(model.running);
  return (
    <Dropdown>
      <MenuButton variant="outlined" color="neutral" loading={running} loadingPosition="start" disabled={disabled}>
        {running ? t('export.running') : t('export.button')}
      </MenuButton>
      <Menu placement="bottom-end">
        <MenuItem onClick={() => void model.run('xlsx')}>{t('export.xlsx')}</MenuItem>
        <MenuItem onClick={() => void model.run('csv')}>{t('export.csv')}</MenuItem>
      </Menu>
    </Dropdown>
  );
}

export function TableExportNotice({ model }: { model: TableExport }) {
  const { t } = useTranslation('admissionTerms');
  const failureText = useFailureText();
  const progress = useSignalValue(model.progress);
  const running = useSignalValue(model.running);
  const failure = useSignalValue(model.error);
  const saved = useSignalValue(model.saved);
  if (running) return <FeedbackNotice color="neutral" text={progress ? t('export.progress', progress) : t('export.running')} />;
  if (failure) return <FeedbackNotice color="danger" text={`${t('export.failed')} ${failureText(failure)}`} onClose={model.dismiss} closeLabel={t('export.close')} />;
  if (saved === null) return null;
  return <FeedbackNotice text={t('export.done', { count: saved })} onClose={model.dismiss} closeLabel={t('export.close')} />;
}
