import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useDeviceText } from '@abitura/ui/device';
import { PageHeader } from '../app/PageHeader.js';
import { parseTicketToken } from '../shared/ticketToken.js';

/** /front-pages/tickets/qr without a token: paste the ticket's link (or its token) to open it. */
export function TicketLinkForm() {
  const t = useDeviceText('ticket');
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const [error, setError] = useState<'empty' | 'invalid' | null>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  useEffect(() => {
    document.title = t('link.title');
  }, [t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return setError('empty');
    const token = parseTicketToken(text);
    if (token === null) return setError('invalid');
    setError(null);
    navigate(`/front-pages/tickets/qr?token=${token}`);
  };

  return (
    <>
      <PageHeader title={t('header')} />
      <main className="qr-page">
        <form className="qr-card qr-form" onSubmit={submit} noValidate>
          <h1>{t('link.title')}</h1>
          <p id={hintId}>{t('link.hint')}</p>
          <label htmlFor={inputId}>{t('link.label')}</label>
          <input
            id={inputId}
            className="device-input"
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            aria-invalid={error !== null}
            aria-describedby={error === null ? hintId : `${hintId} ${errorId}`}
          />
          {error === null ? null : (
            <p id={errorId} className="device-error" role="alert">
              {t(`link.${error}`)}
            </p>
          )}
          <button type="submit" className="device-button">
            {t('link.submit')}
          </button>
        </form>
      </main>
    </>
  );
}
