/** A card's fields as a description list: labels in a narrow column, values beside them (stacked on a phone). */
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';

export function FieldList({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 240px) 1fr' }, columnGap: 3, rowGap: { xs: 0.5, sm: 1.5 }, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" level="body-sm" textColor="text.secondary" sx={{ pt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
