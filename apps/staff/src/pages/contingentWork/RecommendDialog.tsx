/**
 * Records a career-guidance recommendation for an applicant: a programme of the industry, found by
 * typing its code, name or college (or none, to recommend the industry itself), and a comment.
 * A failed request keeps the dialog open with what was chosen and typed.
 */
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Typography from '@mui/joy/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignalValue } from '@abitura/ui';
import { FormDialog, TextField, focusFirstProblem, useFieldErrorText } from '../../components/FormDialog.js';
import { useFailureText } from '../../components/useFailureText.js';
import { useFormState } from '../../components/useFormState.js';
import { MAX_COMMENT_LENGTH, RECOMMEND_FIELDS, type ProgramChoice, type RecommendationModel } from './recommendationModel.js';

const programLabel = (choice: ProgramChoice) => `${choice.code} — ${choice.name}, ${choice.college}`;

export function RecommendDialog({ model, industryLabel }: { model: RecommendationModel; industryLabel: (industry: string) => string }) {
  const { t } = useTranslation('contingentWork');
  const failureText = useFailureText();
  const errorText = useFieldErrorText('contingentWork:errors');
  const target = useSignalValue(model.target);
  const { values, errors, submitting, formError } = useFormState(model.form);
  const programs = useSignalValue(model.programs);
  const programsLoading = useSignalValue(model.programsLoading);
  const programsError = useSignalValue(model.programsError);
  // The picker shows a value only among its options: a chosen programme stays one while others are searched.
  const options = useMemo(() => (values.program && !programs.some((choice) => choice.id === values.program?.id) ? [values.program, ...programs] : programs), [programs, values.program]);

  const submit = async (form: HTMLFormElement) => {
    if (!(await model.submit())) focusFirstProblem(form, RECOMMEND_FIELDS, model.form.errors.peek());
  };

  return (
    <FormDialog
      open={target !== null}
      title={t('guidance.dialogTitle')}
      submitLabel={t('guidance.dialogSubmit')}
      submitting={submitting}
      formError={formError}
      onSubmit={(form) => void submit(form)}
      onClose={model.close}
      width={640}
    >
      {target ? (
        <Typography level="body-sm">
          {t('guidance.dialogIntro', { name: target.applicant.fullname, industry: industryLabel(target.industry) })}
        </Typography>
      ) : null}
      <FormControl data-field="program" error={Boolean(errors.program)}>
        <FormLabel>{t('guidance.program')}</FormLabel>
        <Autocomplete<ProgramChoice>
          placeholder={t('guidance.programPlaceholder')}
          options={options}
          value={values.program}
          loading={programsLoading}
          loadingText={t('guidance.programsLoading')}
          noOptionsText={programsError ? failureText(programsError) : t('guidance.noProgramsFound')}
          getOptionLabel={programLabel}
          getOptionKey={(choice) => choice.id}
          isOptionEqualToValue={(option, current) => option.id === current.id}
          filterOptions={(all) => all}
          onChange={(_event, choice) => model.form.set('program', choice)}
          onInputChange={(_event, text, reason) => {
            if (reason === 'input' || reason === 'clear') model.searchPrograms(reason === 'clear' ? '' : text);
          }}
          clearText={t('guidance.clear')}
          openText={t('guidance.open')}
          closeText={t('guidance.closeList')}
        />
        <FormHelperText>{errors.program ? errorText(errors.program) : t('guidance.programHint')}</FormHelperText>
      </FormControl>
      <TextField
        name="comment"
        label={t('guidance.comment')}
        value={values.comment}
        onChange={(comment) => model.form.set('comment', comment)}
        error={errorText(errors.comment)}
        multiline
        maxLength={MAX_COMMENT_LENGTH}
      />
    </FormDialog>
  );
}
