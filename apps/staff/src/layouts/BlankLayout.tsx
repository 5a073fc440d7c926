/** Blank pages (sign-in, messages): the page alone, with language and theme reachable in a corner. */
import Box from '@mui/joy/Box';
import Stack from '@mui/joy/Stack';
import type { ReactNode } from 'react';
import { LanguageSwitch, ThemeModeSwitch } from '@abitura/ui';

export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100dvh', position: 'relative' }}>
      {/* In a corner on wide screens; on a phone a wrapping row above the page, so nothing is cut off. */}
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        flexWrap="wrap"
        justifyContent="flex-end"
        sx={{ position: { xs: 'static', sm: 'absolute' }, top: 12, insetInlineEnd: 12, zIndex: 10, p: { xs: 1.5, sm: 0 } }}
      >
        <LanguageSwitch />
        <ThemeModeSwitch />
      </Stack>
      {children}
    </Box>
  );
}
