/** The top of a page: its title (the page's h1), an optional line under it, and page-level actions. */
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} alignItems={{ sm: 'center' }} justifyContent="space-between" spacing={1.5} sx={{ mb: 2 }}>
      <div>
        <Typography level="h3" component="h1">
          {title}
        </Typography>
        {subtitle ? (
          <Typography level="body-sm" textColor="text.secondary">
            {subtitle}
          </Typography>
        ) : null}
      </div>
      {actions ? (
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          {actions}
        </Stack>
      ) : null}
    </Stack>
  );
}
