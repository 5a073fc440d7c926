/**
 * The Joy shell every masked input shares: FormControl wires the label to the input (htmlFor/id)
 * and the helper text to aria-describedby; imask is attached to Joy's own <input> through
 * slotProps.input.ref, so the DOM stays Joy's and imask only rewrites what is typed.
 *
 * imask is attached directly rather than through react-imask's useIMask: that hook mirrors the
 * value in state of its own and writes it back from a passive effect, which under fast typing ran
 * after newer keystrokes had reached the input and dropped them (24.11.2026 became 24.11.26).
 */
import { useCallback, useLayoutEffect, useRef } from 'react';
import type { ClipboardEvent, HTMLAttributes, ReactNode } from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import IMask, { type FactoryOpts, type InputMask } from 'imask';

/** Props every input of this folder takes. */
export interface FieldProps {
  /** Visible label, associated with the input. */
  label: ReactNode;
  /** An error from outside (the form or the server); it wins over the field's own check. */
  error?: string | null | undefined;
  /** A hint shown under the field while there is no error. */
  hint?: ReactNode;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  name?: string | undefined;
  /** Id of the <input>; generated when absent. */
  id?: string | undefined;
  /** Called after the field's own blur handling (validation, reformatting). */
  onBlur?: (() => void) | undefined;
}

interface MaskedFieldProps extends FieldProps {
  /** imask options; keep the object stable (module constant or useMemo): a new one re-applies them. */
  mask: FactoryOpts;
  /** The display text, owned by the caller. */
  text: string;
  /** Every text imask accepts, typed or pasted. */
  onText: (text: string) => void;
  /** The field's own error; shown when there is no external `error`. */
  ownError?: string | null | undefined;
  placeholder?: string | undefined;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  type?: 'text' | 'tel';
  autoComplete?: string | undefined;
  onPaste?: ((event: ClipboardEvent<HTMLInputElement>) => void) | undefined;
  endDecorator?: ReactNode;
}

export function MaskedField({
  label,
  error,
  ownError,
  hint,
  required = false,
  disabled = false,
  name,
  id,
  onBlur,
  mask,
  text,
  onText,
  placeholder,
  inputMode,
  type = 'text',
  autoComplete = 'off',
  onPaste,
  endDecorator,
}: MaskedFieldProps) {
  // imask calls back through a stable function so its listener is bound once, yet always reaches
  // the latest onText (which closes over the latest value and props).
  const onTextRef = useRef(onText);
  useLayoutEffect(() => {
    onTextRef.current = onText;
  });
  const onAccept = useCallback((accepted: string) => onTextRef.current(accepted), []);
  const ref = useRef<HTMLInputElement>(null);
  const maskRef = useRef<InputMask<FactoryOpts> | null>(null);
  useLayoutEffect(() => {
    const input = ref.current;
    if (!input) return undefined;
    const masked = IMask(input, mask);
    const accept = () => onAccept(masked.value);
    masked.on('accept', accept);
    maskRef.current = masked;
    return () => {
      masked.off('accept', accept);
      masked.destroy();
      maskRef.current = null;
    };
  }, [mask, onAccept]);

  // Text set from outside (the value prop, a reformat on blur, a paste) goes through imask, which
  // rewrites the DOM and reports back through onAccept; equal text is a no-op, so no loop.
  useLayoutEffect(() => {
    const masked = maskRef.current;
    if (masked && masked.value !== text) masked.value = text;
  });

  const message = error || ownError || null;
  return (
    <FormControl id={id} required={required} disabled={disabled} error={message !== null}>
      <FormLabel>{label}</FormLabel>
      <Input
        name={name}
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete}
        // Joy's FormControl colours the field, but only Input's own `error` sets aria-invalid.
        error={message !== null}
        onBlur={onBlur}
        endDecorator={endDecorator}
        slotProps={{
          // Digits and separators read left to right in Arabic pages too.
          input: { ref, inputMode, onPaste, dir: 'ltr' },
        }}
      />
      {message !== null ? (
        <FormHelperText role="alert">{message}</FormHelperText>
      ) : hint ? (
        <FormHelperText>{hint}</FormHelperText>
      ) : null}
    </FormControl>
  );
}
