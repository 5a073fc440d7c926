/**
 * The responsible curator: picked from Abiturient/Curators (who may curate, by name) for those who
 * see the working list; anyone else sees the current curator and cannot change them here.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionResult } from '@abitura/sdk';
import { useReference, useSession } from '@abitura/ui';
import { ChoiceField } from '../../components/ChoiceField.js';
import type { NamedRef } from './applicantValues.js';
import { VIEW_CONTINGENT } from './permissions.js';

type Curator = ActionResult<'Abiturient/Curators'>[number];

const CURATORS = { name: 'applicant:curators', request: { action: 'Abiturient/Curators', params: {} } };

export interface CuratorFieldProps {
  value: NamedRef | null;
  onChange: (value: NamedRef | null) => void;
  error?: string | null | undefined;
}

export function CuratorField({ value, onChange, error }: CuratorFieldProps) {
  const session = useSession();
  return session.can(VIEW_CONTINGENT) ? <CuratorChoice value={value} onChange={onChange} error={error} /> : <CuratorChoiceFixed value={value} error={error} />;
}

function CuratorChoice({ value, onChange, error }: CuratorFieldProps) {
  const { t } = useTranslation('applicant');
  const curators = useReference<Curator>(CURATORS.name, CURATORS.request);
  const choices = useMemo(() => curators.items.map((curator) => ({ value: String(curator.id), label: curator.name })), [curators.items]);
  return (
    <ChoiceField
      name="curator_id"
      label={t('fields.curator')}
      value={value === null ? '' : String(value.id)}
      choices={choices}
      noneLabel={t('form.noCurator')}
      unknownLabel={() => value?.name ?? ''}
      onChange={(next) => {
        const curator = curators.items.find((item) => String(item.id) === next);
        onChange(curator ? { id: curator.id, name: curator.name } : next === '' ? null : value);
      }}
      error={error}
    />
  );
}

function CuratorChoiceFixed({ value, error }: Pick<CuratorFieldProps, 'value' | 'error'>) {
  const { t } = useTranslation('applicant');
  return (
    <ChoiceField
      name="curator_id"
      label={t('fields.curator')}
      value={value === null ? '' : String(value.id)}
      choices={value === null ? [] : [{ value: String(value.id), label: value.name }]}
      noneLabel={t('form.noCurator')}
      onChange={() => {}}
      hint={t('form.curatorNeedsList')}
      error={error}
      disabled
    />
  );
}
