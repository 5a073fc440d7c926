import { moscowDateTime, useDeviceLanguage, useDeviceText } from '@abitura/ui/device';
import type { KioskService } from '../model/servicesModel.js';

export interface ServiceListProps {
  services: readonly KioskService[];
  onChoose: (service: KioskService) => void;
}

/**
 * The services as large touch targets, each with its queue and until when it takes visitors
 * today. A closed service stays in its place (people look for it where it was) but is marked
 * closed and takes no tap; aria-disabled keeps it reachable by keyboard and screen reader, so its
 * reason can be read.
 */
export function ServiceList({ services, onChoose }: ServiceListProps) {
  const t = useDeviceText('kiosk');
  const [language] = useDeviceLanguage();
  return (
    <ul className="kiosk-services">
      {services.map((service) => {
        const closes = service.open ? moscowDateTime(service.closesAt, language) : null;
        return (
          <li key={service.id}>
            <button
              type="button"
              className="kiosk-service"
              aria-disabled={service.open ? undefined : true}
              onClick={() => {
                if (service.open) onChoose(service);
              }}
            >
              <span className="kiosk-service-prefix">{service.prefix}</span>
              <span className="kiosk-service-text">
                <span className="kiosk-service-name">{service.name}</span>
                <span className="kiosk-service-status">
                  {service.open ? (service.waiting === 0 ? t('services.noQueue') : t('services.waiting', { count: service.waiting })) : t('services.closed')}
                  {closes ? <span className="kiosk-service-hours"> · {t('services.until', { time: closes.time })}</span> : null}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
