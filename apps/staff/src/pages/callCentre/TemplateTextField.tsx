/**
 * The subject or body of a template: a text field whose cursor the variable buttons write at.
 * The field hands its input element up, so a button pressed after the focus left it still finds
 * where the cursor stood (the element keeps its selection while blurred).
 */
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Textarea from '@mui/joy/Textarea';
import type { Ref } from 'react';

export interface TemplateTextFieldProps {
  name: 'subject' | 'body';
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  /** The field took the focus: variable buttons now write here. */
  onFocus: () => void;
  inputRef: Ref<HTMLInputElement | HTMLTextAreaElement>;
}

export function TemplateTextField({ name, label, value, error, onChange, onFocus, inputRef }: TemplateTextFieldProps) {
  return (
    <FormControl required error={error !== null}>
      <FormLabel>{label}</FormLabel>
      {name === 'body' ? (
        <Textarea
          name={name}
          value={value}
          minRows={6}
          maxRows={16}
          error={error !== null}
          onChange={(event) => onChange(event.target.value)}
          onFocus={onFocus}
          slotProps={{ textarea: { ref: inputRef as Ref<HTMLTextAreaElement>, maxLength: 20_000 } }}
        />
      ) : (
        <Input
          name={name}
          value={value}
          error={error !== null}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          onFocus={onFocus}
          slotProps={{ input: { ref: inputRef as Ref<HTMLInputElement>, maxLength: 200 } }}
        />
      )}
      {error !== null ? <FormHelperText role="alert">{error}</FormHelperText> : null}
    </FormControl>
  );
}
