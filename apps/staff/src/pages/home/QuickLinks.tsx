/** The sections of the menu the user may open, as cards of links: a second way in besides the menu. */
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import type { QuickLinkGroup } from './quickLinks.js';

export function QuickLinks({ groups }: { groups: readonly QuickLinkGroup[] }) {
  const { t } = useTranslation(['home', 'menu']);
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} level="title-lg" component="h2" sx={{ mb: 1.5 }}>
        {t('home:links.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))' }}>
        {groups.map((group) => (
          <Card key={group.id} variant="outlined" size="sm">
            <Typography level="title-md" component="h3">
              {group.title === null ? t('home:links.other') : t(group.title)}
            </Typography>
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
              {group.links.map((link) => (
                <li key={link.id}>
                  <Link component={RouterLink} href={link.to} level="body-md">
                    {t(link.title)}
                  </Link>
                </li>
              ))}
            </Box>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
