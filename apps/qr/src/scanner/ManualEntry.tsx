import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useDeviceText } from '@abitura/ui/device';

export interface ManualEntryProps {
  onSubmit: (text: string) => void;
  /** The id of the newest answered scan: the field is emptied once its text got an answer. */
  answered: number | null;
}

/** Typing or pasting a ticket's link or token, when the camera cannot be used. */
export function ManualEntry({ onSubmit, answered }: ManualEntryProps) {
  const t = useDeviceText('scanner');
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const [sentAt, setSentAt] = useState<number | null | undefined>(undefined);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  // Cleared only after an answer arrived: a check-in no server answered keeps what was typed.
  useEffect(() => {
    if (sentAt !== undefined && answered !== sentAt) {
      setText('');
      setSentAt(undefined);
    }
  }, [answered, sentAt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return setEmpty(true);
    setEmpty(false);
    setSentAt(answered);
    onSubmit(text);
  };

  return (
    <form className="qr-card qr-form scanner-manual" onSubmit={submit} noValidate>
      <h2>{t('manual.title')}</h2>
      <label htmlFor={inputId}>{t('manual.label')}</label>
      <p id={hintId} className="qr-note">
        {t('manual.hint')}
      </p>
      <input
        id={inputId}
        className="device-input"
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        dir="ltr"
        aria-invalid={empty}
        aria-describedby={empty ? `${hintId} ${errorId}` : hintId}
      />
      {empty ? (
        <p id={errorId} className="device-error" role="alert">
          {t('manual.empty')}
        </p>
      ) : null}
      <button type="submit" className="device-button">
        {t('manual.submit')}
      </button>
    </form>
  );
}
