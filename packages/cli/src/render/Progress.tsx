import { Text } from 'ink';

const BAR_WIDTH = 30;

/** A progress bar: the label, a bar of done over total, the count and the percentage. */
export function Progress({ label, done, total }: { label: string; done: number; total: number }) {
  const ratio = total <= 0 ? 1 : Math.min(1, done / total);
  const filled = Math.round(ratio * BAR_WIDTH);
  return (
    <Text>
      {label} <Text color="green">{'█'.repeat(filled)}</Text>
      <Text dimColor>{'░'.repeat(BAR_WIDTH - filled)}</Text> {done}/{total} {Math.round(ratio * 100)}%
    </Text>
  );
}
