/**
 * The letter as the server renders the draft (EmailTemplate/Preview): for an applicant whose id
 * is given, or with sample values. It follows the typing after a pause; a refusal (an unknown
 * variable) shows in place of the letter.
 */
import Alert from '@mui/joy/Alert';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { useSignalValue } from '@abitura/ui';
import { TextField } from '../../components/FormDialog.js';
import { useFailureText } from '../../components/useFailureText.js';
import type { TemplatesModel } from './templatesModel.js';

export function TemplatePreview({ model }: { model: TemplatesModel }) {
  const { t } = useTranslation('callCentre');
  const failureText = useFailureText();
  const preview = useSignalValue(model.preview);
  const loading = useSignalValue(model.previewLoading);
  const error = useSignalValue(model.previewError);
  const personId = useSignalValue(model.personId);
  const personError = personId.trim() !== '' && !/^[1-9]\d{0,9}$/.test(personId.trim());
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="template-preview-title">
      <Typography id="template-preview-title" level="title-md" component="h3">
        {t('templates.preview')}
      </Typography>
      <TextField
        name="personId"
        label={t('templates.previewPerson')}
        value={personId}
        onChange={model.setPersonId}
        dir="ltr"
        error={personError ? t('templates.errors.personId') : null}
        hint={t('templates.previewPersonHint')}
      />
      <div aria-live="polite" aria-busy={loading}>
        {error !== null ? (
          <Alert color="danger" variant="soft">
            {failureText(error)}
          </Alert>
        ) : preview === null ? (
          <Typography level="body-sm" textColor="text.tertiary">
            {loading ? t('templates.previewing') : t('templates.previewEmpty')}
          </Typography>
        ) : (
          <Sheet variant="soft" sx={{ p: 1.5, borderRadius: 'sm', opacity: loading ? 0.6 : 1 }} data-testid="template-preview">
            <Typography level="title-sm">{preview.subject}</Typography>
            <Typography level="body-sm" sx={{ mt: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {preview.body}
            </Typography>
          </Sheet>
        )}
      </div>
    </Stack>
  );
}
