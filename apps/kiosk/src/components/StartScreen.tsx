import { OfflineNotice, useDeviceText, useSignalValue } from '@abitura/ui/device';
import type { KioskModel } from '../model/kioskModel.js';
import { LanguagePicker } from './LanguagePicker.js';
import { PriorityToggle } from './PriorityToggle.js';
import { ServiceList } from './ServiceList.js';
import { useFocusOnMount } from './useFocusOnMount.js';

/**
 * The start screen: languages, the priority switch and the services. While no server answers it
 * keeps the last list and says so; a tap may still try (the attempt itself shows whether the
 * server is back), and no ticket is ever shown that the server did not confirm.
 */
export function StartScreen({ model }: { model: KioskModel }) {
  const t = useDeviceText('kiosk');
  const services = useSignalValue(model.list.services);
  const offline = useSignalValue(model.list.offline);
  const problem = useSignalValue(model.list.problem);
  const priority = useSignalValue(model.priority);
  const heading = useFocusOnMount<HTMLHeadingElement>();

  let body;
  if (services === null) {
    body = <p className="kiosk-note" role="status">{offline ? t('services.unavailable') : t('services.loading')}</p>;
  } else if (services.length === 0) {
    body = <p className="kiosk-note">{t('services.empty')}</p>;
  } else {
    body = <ServiceList services={services} onChoose={(service) => void model.choose(service)} />;
  }

  return (
    <div className="kiosk-page">
      {offline ? <OfflineNotice onRetry={() => void model.list.load()} /> : null}
      <main className="kiosk-screen kiosk-start">
        <header className="kiosk-header">
          <h1 ref={heading} tabIndex={-1}>
            {t('title')}
          </h1>
          <LanguagePicker />
        </header>
        <p className="kiosk-lead">{t('lead')}</p>
        <PriorityToggle on={priority} onChange={model.setPriority} />
        <section className="kiosk-services-section" aria-label={t('services.heading')}>
          {problem === null ? null : (
            <p className="kiosk-note kiosk-problem" role="status">
              {t('services.problem', { message: problem })}
            </p>
          )}
          {body}
        </section>
      </main>
    </div>
  );
}
