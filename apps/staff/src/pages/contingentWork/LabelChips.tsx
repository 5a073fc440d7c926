/** Codes of a reference list (intents, industries) as chips with their labels; a dash for none. */
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import { Muted } from '../../components/Muted.js';
import type { ReferenceListView } from '../../models/referenceLists.js';

export function LabelChips({ codes, list, none, color = 'neutral' }: { codes: readonly string[]; list: ReferenceListView; none: string; color?: 'neutral' | 'primary' }) {
  if (codes.length === 0) return <Muted>{none}</Muted>;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" component="span">
      {codes.map((code) => (
        <Chip key={code} component="span" size="sm" variant="soft" color={color}>
          {list.labelOf(code)}
        </Chip>
      ))}
    </Stack>
  );
}
