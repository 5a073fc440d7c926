/**
 * Counts a person can open: each a label over its number, leading to the list that holds what it
 * counts (the registry's types, the applicants of a processing status...).
 */
import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import type { ColorPaletteProp } from '@mui/joy/styles';
import Typography from '@mui/joy/Typography';
import { Link as RouterLink } from 'wouter';

export interface CountLink {
  /** Unique within the list (React key). */
  key: string;
  label: string;
  /** Already formatted for the interface language. */
  value: string;
  href: string;
  /** The number's color when it asks for attention (overdue, waiting). @default none */
  tone?: ColorPaletteProp | undefined;
}

export function CountLinks({ items, columns = 4 }: { items: readonly CountLink[]; columns?: number }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: `repeat(${columns}, 1fr)` }, gap: 1 }}>
      {items.map((item) => (
        <li key={item.key}>
          <Link
            component={RouterLink}
            href={item.href}
            underline="none"
            color="neutral"
            sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'flex-start', justifyContent: 'space-between', p: 1, borderRadius: 'sm', border: '1px solid', borderColor: 'divider', '&:hover': { bgcolor: 'background.level1' } }}
          >
            <Typography component="span" level="body-sm">
              {item.label}
            </Typography>{' '}
            <Typography component="span" level="title-lg" {...(item.tone ? { color: item.tone } : {})}>
              {item.value}
            </Typography>
          </Link>
        </li>
      ))}
    </Box>
  );
}
