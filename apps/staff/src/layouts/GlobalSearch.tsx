/**
 * The header's search box (globalSearchModel.ts): a combobox whose list of options holds the hits
 * grouped by kind. Ctrl+K or "/" bring the focus to it from anywhere; the arrows move through the
 * hits, Enter opens the highlighted one, Escape closes the list and then empties the box. Shown
 * only to those who may open at least one kind of hit.
 */
import Box from '@mui/joy/Box';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import type { FocusEvent, KeyboardEvent } from 'react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { formatIdNumber, formatPhone } from '@abitura/contracts/validation';
import { useClient, useSession, useSignalValue, visuallyHidden } from '@abitura/ui';
import { Icon } from '../components/icons.js';
import { TermChip } from '../components/TermChip.js';
import { useFailureText } from '../components/useFailureText.js';
import { createGlobalSearchModel, isSearchShortcut, SEARCHABLE_WITH, type GlobalSearchHit, type GlobalSearchModel } from './globalSearchModel.js';

const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </Icon>
);

export function GlobalSearch() {
  const { can } = useSession();
  return SEARCHABLE_WITH.some((permission) => can(permission)) ? <SearchBox /> : null;
}

function SearchBox() {
  const { t } = useTranslation('globalSearch');
  const client = useClient();
  const [, navigate] = useLocation();
  const model = useMemo(() => createGlobalSearchModel({ client }), [client]);
  useEffect(() => model.dispose, [model]);
  const text = useSignalValue(model.text);
  const expanded = useSignalValue(model.expanded);
  const active = useSignalValue(model.active);
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-hit-${index}`;

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event)) return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
      model.show();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [model]);

  const open = (entry: GlobalSearchHit) => {
    model.picked();
    inputRef.current?.blur();
    navigate(entry.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      model.show();
      model.moveActive(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const entry = model.pickOnEnter();
      if (entry !== null) open(entry);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      model.escape();
    }
  };
  // The list belongs to the box: the focus moving between them keeps it open.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) model.hide();
  };

  return (
    <Box role="search" onBlur={onBlur} sx={{ position: 'relative', flexShrink: 1, minWidth: 0, width: { xs: 150, sm: 240, md: 320 } }}>
      <Input
        size="sm"
        type="search"
        value={text}
        placeholder={t('placeholder')}
        startDecorator={<SearchIcon />}
        endDecorator={
          <Typography component="kbd" level="body-xs" textColor="text.tertiary" aria-hidden sx={{ display: { xs: 'none', md: 'inline' }, whiteSpace: 'nowrap' }}>
            {t('shortcut')}
          </Typography>
        }
        onChange={(event) => model.setText(event.target.value)}
        onFocus={() => model.show()}
        slotProps={{
          input: {
            ref: inputRef,
            role: 'combobox',
            'aria-label': t('label'),
            'aria-autocomplete': 'list',
            'aria-expanded': expanded,
            'aria-controls': listId,
            'aria-keyshortcuts': 'Control+K Meta+K /',
            ...(expanded && active >= 0 ? { 'aria-activedescendant': optionId(active) } : {}),
            autoComplete: 'off',
            spellCheck: false,
            onKeyDown,
          },
        }}
      />
      <Sheet
        variant="outlined"
        sx={{
          display: expanded ? 'block' : 'none',
          position: 'absolute',
          top: 'calc(100% + 4px)',
          insetInlineEnd: { xs: 0, md: 'auto' },
          insetInlineStart: { xs: 'auto', md: 0 },
          width: 'min(480px, calc(100vw - 24px))',
          maxHeight: '70vh',
          overflowY: 'auto',
          borderRadius: 'md',
          boxShadow: 'md',
          zIndex: 1200,
        }}
      >
        <StatusLine model={model} />
        <div id={listId} role="listbox" aria-label={t('listLabel', { query: text.trim() })}>
          {expanded ? <Groups model={model} optionId={optionId} onOpen={open} /> : null}
        </div>
      </Sheet>
    </Box>
  );
}

/** What the list says besides the hits: what to type, the wait, nothing found, the failure. */
function StatusLine({ model }: { model: GlobalSearchModel }) {
  const { t } = useTranslation('globalSearch');
  const failureText = useFailureText();
  const status = useSignalValue(model.status);
  const error = useSignalValue(model.error);
  const text = useSignalValue(model.text);
  const line =
    status === 'short' ? t('short') : status === 'searching' ? t('searching') : status === 'none' ? t('none', { query: text.trim() }) : status === 'failed' ? failureText(error) : null;
  return (
    <Typography role="status" level="body-sm" textColor={status === 'failed' ? 'danger.plainColor' : 'text.secondary'} sx={line === null ? visuallyHidden : { px: 1.5, py: 1 }}>
      {line}
    </Typography>
  );
}

function Groups({ model, optionId, onOpen }: { model: GlobalSearchModel; optionId: (index: number) => string; onOpen: (entry: GlobalSearchHit) => void }) {
  const { t } = useTranslation('globalSearch');
  const groups = useSignalValue(model.groups);
  const active = useSignalValue(model.active);
  const headingId = useId();
  return groups.map((group) => (
    <div key={group.kind} role="group" aria-labelledby={`${headingId}-${group.kind}`}>
      <Typography id={`${headingId}-${group.kind}`} level="title-sm" textColor="text.tertiary" sx={{ px: 1.5, pt: 1, pb: 0.5 }}>
        {t(`kinds.${group.kind}`)}
        {group.more ? (
          <Typography component="span" level="body-xs" textColor="text.tertiary">
            {` · ${t('more', { count: group.hits.length })}`}
          </Typography>
        ) : null}
      </Typography>
      {group.hits.map(({ entry, index }) => (
        <Box
          key={entry.key}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          // The box keeps the focus: a press on an option must not close the list before the click.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onOpen(entry)}
          onMouseMove={() => index !== active && model.setActive(index)}
          sx={{ px: 1.5, py: 0.75, cursor: 'pointer', bgcolor: index === active ? 'primary.softBg' : 'transparent' }}
        >
          <HitLines entry={entry} />
        </Box>
      ))}
    </div>
  ));
}

/** A hit's name, and under it what tells it apart: status, type, login, the contact that matched. */
function HitLines({ entry }: { entry: GlobalSearchHit }) {
  const { t } = useTranslation(['globalSearch', 'organizations', 'users']);
  const contact = (matched: string, phones: readonly (string | null)[], email: string | null, idNumber?: string | null) =>
    matched === 'phone' ? phones.filter((phone) => phone !== null).map((phone) => formatPhone(phone)).join(', ') : matched === 'email' ? email : matched === 'id_number' && idNumber ? `${t('globalSearch:idNumber')} ${formatIdNumber(idNumber)}` : null;
  const [title, details, matched, chip] =
    entry.kind === 'applicants'
      ? [entry.hit.fullname, [entry.hit.school], contact(entry.hit.matched, entry.hit.phones, entry.hit.email, entry.hit.id_number), <TermChip key="status" group="processingStatus" value={entry.hit.processing_status} />]
      : entry.kind === 'organizations'
        ? [entry.hit.name, [t(`organizations:types.${entry.hit.type}`), entry.hit.short_name], contact(entry.hit.matched, [entry.hit.phone], entry.hit.email), null]
        : [entry.hit.fullName, [entry.hit.login, t(`users:status.${entry.hit.status}`)], contact(entry.hit.matched, [entry.hit.phone], entry.hit.email), null];
  return (
    <>
      <Typography level="body-md" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {title}
        {chip}
      </Typography>
      <Typography level="body-xs" textColor="text.secondary">
        {details.filter((detail) => detail !== null && detail !== '').join(' · ')}
        {matched === null ? null : (
          <>
            {' · '}
            <bdi dir="ltr">{matched}</bdi>
          </>
        )}
      </Typography>
    </>
  );
}
