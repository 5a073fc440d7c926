/** The create / rename dialog of a role or privilege group, with problems shown at their fields. */
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GuardedModal, useSignalValue } from '@abitura/ui';
import { useErrorText } from './accessText.js';
import { DESCRIPTION_MAX, NAME_LENGTH, type EditorField, type FieldProblem } from './setEditorModel.js';
import type { SetManager } from './setManager.js';

export function SetEditorDialog({ manager }: { manager: SetManager }) {
  const { t } = useTranslation(['access', 'common']);
  const errorText = useErrorText();
  const { editor, kind } = manager;
  const target = useSignalValue(editor.target);
  const name = useSignalValue(editor.name);
  const description = useSignalValue(editor.description);
  const problems = useSignalValue(editor.problems);
  const formError = useSignalValue(editor.formError);
  const busy = useSignalValue(editor.busy);
  const titleId = useId();

  const problemText = (problem: FieldProblem | undefined) => {
    if (!problem) return null;
    if ('server' in problem) return problem.server;
    return t(`editor.problems.${problem.rule}`, { min: NAME_LENGTH.min, max: problem.rule === 'nameLength' ? NAME_LENGTH.max : DESCRIPTION_MAX });
  };
  const field = (key: EditorField) => ({ error: problems[key] !== undefined, text: problemText(problems[key]) });
  const nameField = field('name');
  const descriptionField = field('description');
  const title = target?.mode === 'rename' ? t(`sets.${kind}.renameTitle`, { name: target.set.name }) : t(`sets.${kind}.createTitle`);

  return (
    <GuardedModal open={target !== null} onClose={() => editor.close()}>
      <ModalDialog aria-labelledby={titleId} sx={{ width: 'min(480px, 100%)' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void editor.submit();
          }}
        >
          <DialogContent>
            <Stack spacing={2}>
              <FormControl error={nameField.error} required>
                <FormLabel>{t('editor.name')}</FormLabel>
                <Input
                  autoFocus
                  value={name}
                  onChange={(event) => editor.setField('name', event.target.value)}
                  slotProps={{ input: { 'aria-invalid': nameField.error } }}
                />
                <FormHelperText>{nameField.text ?? t('editor.nameHint', { min: NAME_LENGTH.min, max: NAME_LENGTH.max })}</FormHelperText>
              </FormControl>
              <FormControl error={descriptionField.error}>
                <FormLabel>{t('editor.description')}</FormLabel>
                <Textarea
                  minRows={2}
                  maxRows={5}
                  value={description}
                  onChange={(event) => editor.setField('description', event.target.value)}
                  slotProps={{ textarea: { 'aria-invalid': descriptionField.error } }}
                />
                <FormHelperText>{descriptionField.text ?? t('editor.descriptionHint', { max: DESCRIPTION_MAX })}</FormHelperText>
              </FormControl>
              {formError ? (
                <Alert color="danger" role="alert">
                  {errorText(formError)}
                </Alert>
              ) : null}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ pt: 2 }}>
            <Button type="submit" loading={busy}>
              {target?.mode === 'rename' ? t('common:actions.save') : t('common:actions.create')}
            </Button>
            <Button variant="plain" color="neutral" disabled={busy} onClick={() => editor.close()}>
              {t('common:actions.cancel')}
            </Button>
          </DialogActions>
        </form>
      </ModalDialog>
    </GuardedModal>
  );
}
