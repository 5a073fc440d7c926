import { Text, useInput } from 'ink';
import { useState } from 'react';

export interface PromptProps {
  question: string;
  /** Typed characters are not shown at all (a password). @default false */
  secret?: boolean;
  onSubmit(value: string): void;
  onCancel(): void;
}

/**
 * One line of input on the terminal: Enter submits, Backspace erases, Ctrl+C or Escape cancels.
 * A secret is not echoed, not even as dots, so its length does not show either.
 */
export function Prompt({ question, secret = false, onSubmit, onCancel }: PromptProps) {
  const [value, setValue] = useState('');
  useInput((input, key) => {
    if (key.return) return onSubmit(value);
    if (key.escape || (key.ctrl && input === 'c')) return onCancel();
    if (key.backspace || key.delete) return setValue((current) => current.slice(0, -1));
    if (!key.ctrl && !key.meta && input !== '') setValue((current) => current + input);
  });
  return (
    <Text>
      <Text bold>{question}</Text> {secret ? '' : value}
    </Text>
  );
}
