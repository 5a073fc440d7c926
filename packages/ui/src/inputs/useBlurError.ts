import { useState } from 'react';

/**
 * An error found when the field loses focus, shown only while the text is the one that was
 * checked: the next keystroke hides it until the next blur.
 */
export function useBlurError(text: string, check: (text: string) => string | null, onBlur?: () => void) {
  const [found, setFound] = useState<{ text: string; message: string } | null>(null);
  const handleBlur = () => {
    const message = check(text);
    setFound(message === null ? null : { text, message });
    onBlur?.();
  };
  return { handleBlur, ownError: found?.text === text ? found.message : null };
}
