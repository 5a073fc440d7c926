/**
 * A tab of a record's page (an organization's contacts, a user's sessions): a notice of the last
 * change first, then the tab's heading with its actions at the other end, then its content.
 */
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';

export interface TabSectionProps {
  /** The tab's heading (an h2 under the page's h1); none when the tab's label says it all. */
  title?: string;
  /** Beside the heading: the tab's buttons and switches. */
  actions?: ReactNode;
  /** Above the heading: what the last change did. */
  notice?: ReactNode;
  children: ReactNode;
}

export function TabSection({ title, actions, notice, children }: TabSectionProps) {
  return (
    <Stack spacing={2}>
      {notice}
      {title !== undefined || actions ? (
        <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={2} useFlexGap flexWrap="wrap">
          {title !== undefined ? (
            <Typography level="title-lg" component="h2">
              {title}
            </Typography>
          ) : null}
          {actions ? (
            <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
              {actions}
            </Stack>
          ) : null}
        </Stack>
      ) : null}
      {children}
    </Stack>
  );
}
