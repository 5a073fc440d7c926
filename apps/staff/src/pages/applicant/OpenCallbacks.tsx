/**
 * The applicant's open activities at the top of the 360 view: the callbacks promised to them and
 * not yet made, earliest first, an overdue one in red and today's marked, each with what it is
 * about and whose it is, and «Выполнено» for those who may close it (its owner, or a
 * coordinator). A call logged on the page closes the caller's own callbacks that fall due, so the
 * list is read again after each one. Nothing shows while there is nothing open.
 */
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenCallback } from '@abitura/contracts';
import { formatDisplayDateTime, useSession, useSignalValue } from '@abitura/ui';
import { FeedbackNotice } from '../../components/FeedbackNotice.js';
import { useFailureText } from '../../components/useFailureText.js';
import type { OpenCallbacksModel } from './openCallbacksModel.js';
import { TEAM_CALENDAR, VIEW_CALENDAR } from './permissions.js';

/** The Moscow day of an instant as the page shows dates (dd.mm.yyyy). */
const dayOf = (instant: string | number) => formatDisplayDateTime(instant).slice(0, 10);

export function OpenCallbacks({ model }: { model: OpenCallbacksModel }) {
  const { t } = useTranslation('applicant');
  const failureText = useFailureText();
  const titleId = useId();
  const items = useSignalValue(model.value);
  const error = useSignalValue(model.error);
  const completed = useSignalValue(model.completed);
  const completeError = useSignalValue(model.completeError);
  useEffect(() => void model.load(), [model]);

  const notice = completed ? (
    <FeedbackNotice text={t('callbacks.completed', { when: formatDisplayDateTime(completed.due_at) })} onClose={model.dismiss} />
  ) : completeError ? (
    <FeedbackNotice color="danger" text={failureText(completeError)} onClose={model.dismiss} />
  ) : null;
  if (items.length === 0) {
    // A failed read says so; an empty list says nothing, as there is nothing to do.
    return error || notice ? <Stack sx={{ mb: 2 }}>{error ? <FeedbackNotice color="warning" text={t('callbacks.failed', { reason: failureText(error) })} /> : notice}</Stack> : null;
  }

  return (
    <Sheet component="section" aria-labelledby={titleId} variant="outlined" color={items.some((item) => item.overdue) ? 'danger' : 'warning'} sx={{ p: 2, mb: 2, borderRadius: 'md' }}>
      <Typography id={titleId} level="title-md" component="h2">
        {t('callbacks.title', { number: items.length })}
      </Typography>
      <List aria-labelledby={titleId} sx={{ '--ListItem-paddingX': 0 }}>
        {items.map((item) => (
          <CallbackItem key={item.id} item={item} model={model} />
        ))}
      </List>
      <Stack spacing={1}>
        {notice}
        <Typography level="body-xs" textColor="text.tertiary">
          {t('callbacks.hint')}
        </Typography>
      </Stack>
    </Sheet>
  );
}

function CallbackItem({ item, model }: { item: OpenCallback; model: OpenCallbacksModel }) {
  const { t } = useTranslation('applicant');
  const session = useSession();
  const completing = useSignalValue(model.completing);
  const when = formatDisplayDateTime(item.due_at);
  const today = !item.overdue && dayOf(item.due_at) === dayOf(Date.now());
  const mine = item.owner !== null && item.owner.id === session.user?.id;
  const mayClose = session.can(VIEW_CALENDAR) && (mine || session.can(TEAM_CALENDAR));
  return (
    <ListItem sx={{ alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }}>
      <Typography level="body-md" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 'lg' }} {...(item.overdue ? { color: 'danger' } : {})}>
        {when}
      </Typography>
      {item.overdue ? (
        <Chip size="sm" variant="soft" color="danger">
          {t('callbacks.overdue')}
        </Chip>
      ) : today ? (
        <Chip size="sm" variant="soft" color="warning">
          {t('callbacks.today')}
        </Chip>
      ) : null}
      <Typography level="body-sm" sx={{ flex: 1, minWidth: 200 }}>
        {item.title}
        <Typography component="span" level="body-xs" textColor="text.tertiary" sx={{ ml: 1 }}>
          {item.owner ? t('callbacks.owner', { name: item.owner.name }) : t('callbacks.noOwner')}
        </Typography>
      </Typography>
      {mayClose ? (
        <Button size="sm" variant="outlined" loading={completing === item.id} disabled={completing !== null && completing !== item.id} aria-label={t('callbacks.completeLabel', { when })} onClick={() => void model.complete(item)}>
          {t('callbacks.complete')}
        </Button>
      ) : null}
    </ListItem>
  );
}
