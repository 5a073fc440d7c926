import isInCi from 'is-in-ci';
import { Static, Text, useInput } from 'ink';
import { useRef, useState } from 'react';

export interface PromptProps {
  question: string;
  /** Typed characters are not shown at all (a password). @default false */
  secret?: boolean;
  onSubmit(value: string): void;
  onCancel(): void;
}

/**
 * One line of input on the terminal: Enter submits, Backspace erases, Ctrl+C or Escape cancels.
 * A secret is not echoed, not even as dots, so its length does not show either. The typed text
 * lives in a ref, not only in state: keys that arrive together (a paste, fast typing) are all
 * handled before React renders again, and Enter must submit every one of them.
 *
 * Ink draws only the last frame when it believes it runs in CI (a CI variable set), but a prompt
 * appears only with a person at a terminal: there the question is written at once as static
 * output, the answer after it.
 */
export function Prompt({ question, secret = false, onSubmit, onCancel }: PromptProps) {
  const typed = useRef('');
  const [shown, setShown] = useState('');
  useInput((input, key) => {
    if (key.return) return onSubmit(typed.current);
    if (key.escape || (key.ctrl && input === 'c')) return onCancel();
    if (key.backspace || key.delete) typed.current = typed.current.slice(0, -1);
    else if (!key.ctrl && !key.meta && input !== '') typed.current += input;
    setShown(secret ? '' : typed.current);
  });
  if (isInCi) {
    return (
      <>
        <Static items={[question]}>
          {(item) => (
            <Text key="question" bold>
              {item}
            </Text>
          )}
        </Static>
        <Text>{shown}</Text>
      </>
    );
  }
  return (
    <Text>
      <Text bold>{question}</Text> {shown}
    </Text>
  );
}
