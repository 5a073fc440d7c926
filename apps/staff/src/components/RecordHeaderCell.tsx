/**
 * A list row's header cell, the record it stands for: the name links to the record's page, and a
 * detail (an address, a school and grade, phones) may follow in small grey text under it.
 */
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';

export interface RecordHeaderCellProps {
  href: string;
  name: ReactNode;
  /** Under the name; nothing when empty. */
  detail?: ReactNode;
}

export function RecordHeaderCell({ href, name, detail }: RecordHeaderCellProps) {
  return (
    <th scope="row" style={{ fontWeight: 'normal' }}>
      <Link component={RouterLink} href={href} fontWeight="md">
        {name}
      </Link>
      {detail ? (
        <Typography level="body-xs" textColor="text.tertiary">
          {detail}
        </Typography>
      ) : null}
    </th>
  );
}
