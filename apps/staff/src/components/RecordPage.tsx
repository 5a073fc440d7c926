/**
 * The parts every record's page (a user, an organization) is made of around its tabs: the way back
 * to the list, the page while its record loads or when there is no such record, the alerts above
 * the tabs, and the tabs themselves, which live in the address so back/forward move between them.
 */
import Alert from '@mui/joy/Alert';
import Chip from '@mui/joy/Chip';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { useDirection } from '@abitura/ui';
import type { Failure } from '../models/failure.js';
import { LinkButton } from './LinkButton.js';
import { LoadState } from './LoadState.js';
import { PageHeader } from './PageHeader.js';
import { useFailureText } from './useFailureText.js';

/** Back to the list, the arrow pointing back in either direction of reading. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  const direction = useDirection();
  return (
    <LinkButton href={href} variant="plain" size="sm" startDecorator={<span aria-hidden>{direction === 'rtl' ? '→' : '←'}</span>}>
      {children}
    </LinkButton>
  );
}

/** No such record (an old link, a mistyped id): says so and leads back to the list. */
export function RecordNotFound({ title, text, backHref, backLabel }: { title: string; text: string; backHref: string; backLabel: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Typography sx={{ mb: 2 }}>{text}</Typography>
      <LinkButton href={backHref} variant="outlined">
        {backLabel}
      </LinkButton>
    </>
  );
}

export interface RecordLoadingProps {
  title: string;
  error: Failure | null;
  onRetry: () => void;
  /** The page when the server says there is no such record. */
  notFound: ReactNode;
}

/** The page before its record has arrived: loading, the failure with a retry, or that there is no such record. */
export function RecordLoading({ title, error, onRetry, notFound }: RecordLoadingProps) {
  const failureText = useFailureText();
  if (error?.code === 'NOT_FOUND') return notFound;
  return (
    <>
      <PageHeader title={title} />
      <LoadState loading={!error} error={error ? failureText(error) : null} onRetry={onRetry} />
    </>
  );
}

/** Above the tabs: a failed reload (the record stays on screen), and a tab the address asks for that the page does not have. */
export function RecordAlerts({ error, unknownTab }: { error: Failure | null; unknownTab: string | null }) {
  const failureText = useFailureText();
  return (
    <>
      {error ? (
        <Alert role="alert" color="danger" variant="soft" sx={{ mb: 2 }}>
          {failureText(error)}
        </Alert>
      ) : null}
      {unknownTab !== null ? (
        <Alert role="status" color="warning" variant="soft" sx={{ mb: 2 }}>
          {unknownTab}
        </Alert>
      ) : null}
    </>
  );
}

export interface PageTabsProps<T extends string> {
  value: T;
  tabs: readonly T[];
  /** The tab list's name. */
  label: string;
  tabLabel: (tab: T) => ReactNode;
  onChange: (tab: T) => void;
  /** The tab panels. */
  children: ReactNode;
}

/** A page's tabs in a row that scrolls sideways when it does not fit. */
export function PageTabs<T extends string>({ value, tabs, label, tabLabel, onChange, children }: PageTabsProps<T>) {
  return (
    <Tabs
      value={value}
      onChange={(_event, next) => {
        if (typeof next === 'string' && next !== value) onChange(next as T);
      }}
      sx={{ bgcolor: 'transparent' }}
    >
      <TabList aria-label={label} sx={{ overflowX: 'auto', scrollbarWidth: 'thin', flexWrap: 'nowrap' }}>
        {tabs.map((name) => (
          <Tab key={name} value={name} sx={{ flex: 'none' }}>
            {tabLabel(name)}
          </Tab>
        ))}
      </TabList>
      {children}
    </Tabs>
  );
}

/** How many entries a tab holds, beside its name. */
export function TabCount({ count, active }: { count: number; active: boolean }) {
  return (
    <Chip component="span" size="sm" variant="soft" color={active ? 'primary' : 'neutral'} sx={{ ms: 1 }}>
      {count}
    </Chip>
  );
}
