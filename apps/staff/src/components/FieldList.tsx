/**
 * A card's fields as a description list: labels in a narrow column, values beside them (stacked on
 * a phone). Dense, for a dialog or a compact card: labels as wide as the longest, smaller text.
 */
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';

export interface FieldListProps {
  rows: readonly (readonly [string, ReactNode])[];
  /** @default false */
  dense?: boolean;
}

export function FieldList({ rows, dense = false }: FieldListProps) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: dense ? 'max-content 1fr' : { xs: '1fr', sm: 'minmax(160px, 240px) 1fr' },
        columnGap: dense ? 2.5 : 3,
        rowGap: dense ? 0.75 : { xs: 0.5, sm: 1.5 },
        m: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" level="body-sm" textColor="text.secondary" sx={dense ? {} : { pt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" {...(dense ? { level: 'body-sm' as const } : {})} sx={{ m: 0, wordBreak: 'break-word' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
