import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, screen } from '@testing-library/react';
import { DateInput } from './DateInput.js';
import { renderWithI18n } from './testing/renderWithI18n.js';

afterEach(() => {
  cleanup();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

function Harness() {
  const [value, setValue] = useState('');
  return <DateInput label="Дата" value={value} onChange={setValue} />;
}

const macrotask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** One keystroke as the browser delivers it: the character lands at the caret, then `input`. */
function typeChar(input: HTMLInputElement, char: string): void {
  input.value += char;
  input.setSelectionRange(input.value.length, input.value.length);
  input.dispatchEvent(new InputEvent('input', { bubbles: true, data: char, inputType: 'insertText' }));
}

describe('MaskedField', () => {
  it('keeps every keystroke when they come faster than React runs its passive effects', async () => {
    renderWithI18n(<Harness />);
    const input = screen.getByLabelText<HTMLInputElement>(/Дата/);
    input.focus();
    // Outside act(), as in a browser: React renders each keystroke's update in a task of its own
    // and runs the render's passive effects in a later task, so a fast typist's next keystroke
    // can land between the two.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    for (const char of '24112026') {
      typeChar(input, char);
      await macrotask();
    }
    await macrotask();
    await macrotask();
    expect(input.value).toBe('24.11.2026');
  });
});
