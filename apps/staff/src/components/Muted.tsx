/**
 * A remark in place of a value ('нет сведений', 'входа ещё не было'): paler than the text around
 * it but the same size, whether it stands in a table cell or a card.
 */
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';

export function Muted({ children }: { children: ReactNode }) {
  return (
    <Typography component="span" level="inherit" textColor="text.tertiary">
      {children}
    </Typography>
  );
}
