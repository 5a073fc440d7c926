import { Text } from 'ink';
import { useEffect, useState } from 'react';

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
/** A frame every 80 ms: fast enough to show life, slow enough not to flicker. */
const FRAME_MS = 80;

/** A spinner with what it waits for, while a call whose length nobody knows runs. */
export function Spinner({ label }: { label: string }) {
  const [frame, setFrame] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setFrame((current) => (current + 1) % FRAMES.length), FRAME_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <Text>
      <Text color="cyan">{FRAMES[frame]}</Text> {label}
    </Text>
  );
}
