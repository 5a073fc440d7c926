import { SUBSYSTEMS, type Subsystem } from '@abitura/contracts/wire';

/** The surface a request claims (X-Subsystem header or the socket's ?subsystem=); staff by default. */
export function readSubsystem(value: unknown): Subsystem | null {
  if (value === undefined || value === null || value === '') return 'staff';
  return (SUBSYSTEMS as readonly unknown[]).includes(value) ? (value as Subsystem) : null;
}

export const SUBSYSTEM_PROBLEM = `Заголовок X-Subsystem должен называть одну из поверхностей: ${SUBSYSTEMS.join(', ')}.`;

/** The key of `Authorization: Bearer <key>`, or null. */
export function readBearer(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S{1,512})$/i.exec(header.trim());
  return match ? (match[1] as string) : null;
}
