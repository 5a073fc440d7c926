/** Blank pages (sign-in, messages): the page alone, with language and theme reachable in a corner. */
import Box from '@mui/joy/Box';
import Stack from '@mui/joy/Stack';
import type { ReactNode } from 'react';
import { LanguageSwitch, ThemeModeSwitch } from '@abitura/ui';

export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100dvh', position: 'relative' }}>
      <Stack direction="row" spacing={1} sx={{ position: 'absolute', top: 12, insetInlineEnd: 12, zIndex: 10 }}>
        <LanguageSwitch />
        <ThemeModeSwitch />
      </Stack>
      {children}
    </Box>
  );
}
