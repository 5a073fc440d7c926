import type { DEVICE_KINDS } from '@abitura/contracts';
import type { CommandHandler } from '../core/command.js';
import { EXIT } from '../core/exitCodes.js';
import { confirmChange, moment } from '../core/format.js';
import { Table } from '../render/Table.js';

type Device = { id: number; kind: (typeof DEVICE_KINDS)[number]; name: string; keyPrefix: string; createdAt: string; revokedAt: string | null; lastSeenAt: string | null };

/** `devices list`: kiosks and TV boards with their key prefixes, issue, last-seen and revocation times. */
export const devicesList: CommandHandler<Record<string, never>> = async ({ sdk, io }) => {
  const { items } = await sdk.run('Queue/ListDevices', {});
  if (io.json) {
    io.printJson({ items });
    return EXIT.ok;
  }
  const { t } = io;
  io.show(
    <Table
      columns={[
        { header: 'ID', cell: (row: Device) => String(row.id), right: true },
        { header: t('col.kind'), cell: (row) => t(`device.${row.kind}`) },
        { header: t('col.name'), cell: (row) => row.name },
        { header: t('col.key'), cell: (row) => `${row.keyPrefix}…` },
        { header: t('col.issued'), cell: (row) => moment(io, row.createdAt) },
        { header: t('col.lastSeen'), cell: (row) => moment(io, row.lastSeenAt) },
        { header: t('col.revoked'), cell: (row) => moment(io, row.revokedAt) },
      ]}
      rows={items}
    />,
  );
  return EXIT.ok;
};

/** `devices issue --kind kiosk|tv --name NAME`: registers a device; its key is shown this once (the server keeps only a hash). */
export const devicesIssue: CommandHandler<{ kind: (typeof DEVICE_KINDS)[number]; name: string }> = async ({ sdk, io, args }) => {
  const issued = await sdk.run('Queue/IssueDevice', { kind: args.kind, name: args.name });
  if (io.json) io.printJson(issued);
  else {
    io.print(issued.key);
    io.note(io.t('devices.issued', { kind: io.t(`device.${issued.device.kind}`), name: issued.device.name, id: issued.device.id }));
  }
  return EXIT.ok;
};

/** `devices revoke ID`: the device is refused from its next request on. */
export const devicesRevoke: CommandHandler<{ id: number; yes: boolean }> = async ({ sdk, io, args }) => {
  await confirmChange(io, args.yes, io.t('devices.confirmRevoke', { id: args.id }));
  const device = await sdk.run('Queue/RevokeDevice', { id: args.id });
  if (io.json) io.printJson(device);
  else io.print(io.t('devices.revoked', { kind: io.t(`device.${device.kind}`), name: device.name, id: device.id }));
  return EXIT.ok;
};
