import type { ReactNode } from 'react';
import { useDeviceText } from '@abitura/ui/device';
import { LanguageSwitch } from './LanguageSwitch.js';

/** The strip above every page: what this is, the language switch, and the page's own controls. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  const t = useDeviceText('app');
  return (
    <header className="qr-header">
      <div className="qr-header-brand">
        <span className="qr-header-title">{title}</span>
        <span className="qr-header-org">{t('organization')}</span>
      </div>
      <div className="qr-header-tools">
        {children}
        <LanguageSwitch />
      </div>
    </header>
  );
}
