/**
 * Creates or changes a test session (Admission/SaveTestSession): college, test type, start as a
 * Moscow date and 24-hour time, building of the college (the registry's) and room, capacity, the
 * pass mark of a points-scored test, examiners. Problems, the server's too, show on their fields;
 * a failed save keeps everything typed.
 */
import Box from '@mui/joy/Box';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TestSession } from '@abitura/contracts';
import { DEFAULT_PASS_POINTS, ENTRANCE_TEST_TYPES, entranceTestScoring, MAX_TEST_POINTS, type EntranceTestTypeId } from '@abitura/contracts/vocabulary';
import { newRequestId } from '@abitura/sdk';
import { DateTimePicker, NumberInput, useClient, useReference } from '@abitura/ui';
import type { OrganizationOption } from '@abitura/contracts';
import { ChoiceField } from '../../components/ChoiceField.js';
import { CollegePicker } from '../../components/CollegePicker.js';
import { FormDialog, TextField, useFieldErrorText, useFormDialog } from '../../components/FormDialog.js';
import { MultiChoiceField } from '../../components/MultiChoiceField.js';
import { organizationOptions } from '../../models/organizationChoices.js';
import { asksPassPoints, createSessionForm, SESSION_FIELDS } from './sessionForm.js';

export interface SessionFormDialogProps {
  seasonId: number;
  /** The session to change; null for a new one. */
  session: TestSession | null;
  defaults: { college: { id: number; name: string } | null; type: EntranceTestTypeId | null };
  examiners: readonly { id: number; name: string }[];
  onClose: () => void;
  onSaved: (session: TestSession) => void;
}

export function SessionFormDialog({ seasonId, session, defaults, examiners, onClose, onSaved }: SessionFormDialogProps) {
  const { t } = useTranslation('admissionEntrance');
  const terms = useTranslation('admissionTerms').t;
  const client = useClient();
  // One form and one requestId per opening (the dialog mounts when it opens).
  const [form] = useState(() => createSessionForm(client, seasonId, session, newRequestId(), defaults));
  const { values, errors, dialog } = useFormDialog({ form, open: true, fields: SESSION_FIELDS, onSaved, onClose });
  const errorText = useFieldErrorText('admissionEntrance:form.problems');
  const colleges = useReference<OrganizationOption>(organizationOptions('college').name, organizationOptions('college').request);
  const collegeCode = colleges.items.find((option) => option.id === values.college_id?.id)?.organization_id ?? null;
  const [buildings, setBuildings] = useState<readonly { id: number; name: string | null; address: string }[]>([]);

  useEffect(() => {
    let live = true;
    if (!collegeCode) {
      setBuildings([]);
      return;
    }
    void client.call('Reference/OrganizationBuilds', { search: { organization: { organization_id: collegeCode } } }).then((reply) => {
      if (live && reply.success) setBuildings(reply.data);
    });
    return () => {
      live = false;
    };
  }, [client, collegeCode]);

  const buildingChoices = buildings.map((building) => ({ value: String(building.id), label: [building.name, building.address].filter(Boolean).join(', ') }));
  const unknownBuilding = session?.building && session.building.id === values.building_id ? `${session.building.name}, ${session.building.address}` : null;

  return (
    <FormDialog {...dialog} title={session ? t('form.editTitle') : t('form.createTitle')} submitLabel={session ? t('form.save') : t('form.create')} width={720}>
      <CollegePicker
        namespace="admissionEntrance"
        name="college_id"
        label={t('fields.college')}
        placeholder={t('form.pickCollege')}
        value={values.college_id?.id ?? null}
        unknownName={(id) => (values.college_id?.id === id ? values.college_id.name : t('filters.collegeNumber', { id }))}
        onChange={(choice) => {
          form.set('college_id', choice ? { id: choice.id, name: choice.name } : null);
          form.set('building_id', null);
        }}
        error={errorText(errors.college_id)}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <ChoiceField
          name="test_type"
          label={t('fields.testType')}
          value={values.test_type === '' ? '' : String(values.test_type)}
          choices={ENTRANCE_TEST_TYPES.map((type) => ({ value: String(type.id), label: terms(`testType.${type.id}`) }))}
          onChange={(value) => {
            const type = value === '' ? '' : (Number(value) as EntranceTestTypeId);
            form.set('test_type', type);
            if (type !== '' && entranceTestScoring(type) === 'points' && form.values.peek().pass_points === null) form.set('pass_points', DEFAULT_PASS_POINTS);
          }}
          error={errorText(errors.test_type)}
          required
        />
        <Box data-field="starts_at">
          <DateTimePicker label={t('fields.startsAt')} name="starts_at" value={values.starts_at} onChange={(value) => form.set('starts_at', value)} step={15} error={errorText(errors.starts_at)} required />
        </Box>
        <ChoiceField
          name="building_id"
          label={t('fields.building')}
          value={values.building_id === null ? '' : String(values.building_id)}
          choices={buildingChoices}
          noneLabel={t('form.noBuilding')}
          unknownLabel={() => unknownBuilding ?? t('form.buildingUnknown')}
          onChange={(value) => form.set('building_id', value === '' ? null : Number(value))}
          error={errorText(errors.building_id)}
          hint={values.college_id === null ? t('form.buildingHint') : undefined}
        />
        <TextField name="room" label={t('fields.room')} value={values.room} onChange={(value) => form.set('room', value)} error={errorText(errors.room)} maxLength={50} />
        <NumberInput name="capacity" label={t('fields.capacity')} value={values.capacity} scale={0} min={1} max={1000} onChange={(value) => form.set('capacity', value)} error={errorText(errors.capacity)} required />
        {asksPassPoints(values) ? (
          <NumberInput
            name="pass_points"
            label={t('fields.passPoints')}
            value={values.pass_points}
            scale={0}
            min={0}
            max={MAX_TEST_POINTS}
            onChange={(value) => form.set('pass_points', value)}
            error={errorText(errors.pass_points, { max: MAX_TEST_POINTS })}
            hint={t('form.passPointsHint', { max: MAX_TEST_POINTS })}
            required
          />
        ) : null}
      </Box>
      <MultiChoiceField
        label={t('fields.examiners')}
        values={values.examiner_ids.map(String)}
        choices={examiners.map((examiner) => ({ value: String(examiner.id), label: examiner.name }))}
        anyLabel={t('form.noExaminers')}
        onChange={(next) => form.set('examiner_ids', next.map(Number))}
      />
    </FormDialog>
  );
}
