import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export interface KeyNumberProps {
  label: string;
  value: string;
}

/** A number a person looks for first, large, under its label (read in that order by screen readers). */
export function KeyNumber({ label, value }: KeyNumberProps) {
  return (
    <Box>
      <Typography level="body-sm" textColor="text.secondary">
        {label}
      </Typography>
      <Typography level="h2" component="p">
        {value}
      </Typography>
    </Box>
  );
}
