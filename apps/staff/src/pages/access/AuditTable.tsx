/** Audit entries as a table a person reads: when (Moscow time), who, what, and on which object. */
import Link from '@mui/joy/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import type { AuditItem } from '@abitura/contracts';
import { formatDisplayDateTime, useSession } from '@abitura/ui';
import { describeAudit, type AuditLine } from './auditText.js';
import { ScrollTable } from './ScrollTable.js';

export function AuditTable({ items, caption }: { items: readonly AuditItem[]; caption: string }) {
  const { t } = useTranslation('access');
  return (
    <ScrollTable caption={caption} minWidth="36rem" columns={[{ label: t('audit.when'), width: '9.5rem' }, t('audit.who'), t('audit.what'), t('audit.object')]}>
      {items.map((item) => {
        const line = describeAudit(item);
        return (
          <tr key={item.id}>
            <td>
              <time dateTime={item.at}>{formatDisplayDateTime(item.at)}</time>
            </td>
            <td>{line.actor ?? t(line.selfService ? 'audit.self' : 'audit.nobody')}</td>
            <td>{line.actionKey ? t(`audit.actions.${line.actionKey}`) : line.action}</td>
            <td>
              <AuditObject line={line} />
            </td>
          </tr>
        );
      })}
    </ScrollTable>
  );
}

/** "Роль «Куратор»", or "Пользователь №9" linking to the user page when the user may open it. */
function AuditObject({ line }: { line: AuditLine }) {
  const { t } = useTranslation('access');
  const { can } = useSession();
  const kind = line.entityKey ? t(`audit.entities.${line.entityKey}`) : line.entity;
  const text = line.entityName ? t('audit.named', { kind, name: line.entityName }) : line.entityId ? t('audit.numbered', { kind, id: line.entityId }) : kind;
  if (line.entity === 'user' && line.entityId && can('viewUserpage')) {
    return (
      <Link component={RouterLink} href={`/access/users/view/${line.entityId}`}>
        {text}
      </Link>
    );
  }
  return <>{text}</>;
}
