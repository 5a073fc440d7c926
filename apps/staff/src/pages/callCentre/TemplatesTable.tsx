/**
 * The e-mail templates as a table: the code opens the template, its name, the action type it
 * answers, whether it is active, and when and by whom it was last changed.
 */
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import { useTranslation } from 'react-i18next';
import type { EmailTemplate } from '@abitura/contracts';
import { formatDisplayDateTime } from '@abitura/ui';
import { ListTable } from '../../components/ListTable.js';
import { Muted } from '../../components/Muted.js';
import { actionTypeLabel } from './actionTypes.js';

export interface TemplatesTableProps {
  templates: readonly EmailTemplate[];
  busy: boolean;
  onOpen: (template: EmailTemplate) => void;
}

export function TemplatesTable({ templates, busy, onOpen }: TemplatesTableProps) {
  const { t } = useTranslation('callCentre');
  const header = (key: string, width?: number) => (
    <th scope="col" style={width === undefined ? undefined : { width }}>
      {t(`templates.fields.${key}`)}
    </th>
  );
  return (
    <ListTable list="templates" caption={t('templates.caption')} busy={busy} minWidth={760}>
      <thead>
        <tr>
          {header('code', 220)}
          {header('name')}
          {header('action_type', 220)}
          {header('active', 130)}
          {header('updated_at', 240)}
        </tr>
      </thead>
      <tbody>
        {templates.map((template) => (
          <tr key={template.id}>
            <td dir="ltr" style={{ textAlign: 'start' }}>
              <Link component="button" type="button" aria-label={t('templates.open', { code: template.code })} onClick={() => onOpen(template)}>
                {template.code}
              </Link>
            </td>
            <td>{template.name}</td>
            <td>{template.action_type === null ? <Muted>—</Muted> : actionTypeLabel(template.action_type)}</td>
            <td>
              <Chip component="span" size="sm" variant="soft" color={template.active ? 'success' : 'neutral'}>
                {template.active ? t('templates.active') : t('templates.inactive')}
              </Chip>
            </td>
            <td>
              <span dir="ltr">{formatDisplayDateTime(template.updated_at)}</span>
              {template.updated_by === null ? null : <Muted>{` · ${template.updated_by.name}`}</Muted>}
            </td>
          </tr>
        ))}
      </tbody>
    </ListTable>
  );
}
