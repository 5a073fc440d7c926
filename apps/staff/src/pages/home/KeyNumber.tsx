import Box from '@mui/joy/Box';
import type { ColorPaletteProp } from '@mui/joy/styles';
import Typography from '@mui/joy/Typography';

export interface KeyNumberProps {
  label: string;
  value: string;
  /** The number's color when it asks for attention (overdue callbacks). @default none */
  tone?: ColorPaletteProp | undefined;
}

/** A number a person looks for first, large, under its label (read in that order by screen readers). */
export function KeyNumber({ label, value, tone }: KeyNumberProps) {
  return (
    <Box>
      <Typography level="body-sm" textColor="text.secondary">
        {label}
      </Typography>
      <Typography level="h2" component="p" {...(tone ? { color: tone } : {})}>
        {value}
      </Typography>
    </Box>
  );
}
