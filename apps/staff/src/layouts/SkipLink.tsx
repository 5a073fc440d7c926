import { useTranslation } from 'react-i18next';

/** The first Tab stop: jumps past the menu to the page (WCAG 2.4.1). Visible only when focused. */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a
      href="#content"
      style={{ position: 'absolute', insetInlineStart: 8, top: -48, zIndex: 2000, padding: '8px 12px', background: '#294a6c', color: '#fff', borderRadius: 6 }}
      onFocus={(event) => (event.currentTarget.style.top = '8px')}
      onBlur={(event) => (event.currentTarget.style.top = '-48px')}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById('content')?.focus();
      }}
    >
      {t('nav.skipToContent')}
    </a>
  );
}
