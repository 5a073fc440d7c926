/**
 * One application's actions as a menu: open the statement, the moves its state allows (the state
 * machine of the contracts), print the statement and the receipt of documents. A person without
 * the right to manage admission sees only what reads.
 */
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import ListDivider from '@mui/joy/ListDivider';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import { useTranslation } from 'react-i18next';
import type { ApplicationItem } from '@abitura/contracts';
import { allowedApplicationMoves, type ApplicationMove } from '@abitura/contracts/vocabulary';

export type PrintedDocument = 'statement' | 'receipt';

export interface RowMenuProps {
  row: ApplicationItem;
  canManage: boolean;
  /** A move of this row is being sent. */
  busy: boolean;
  onOpen: () => void;
  onMove: (move: ApplicationMove) => void;
  onPrint: (document: PrintedDocument) => void;
}

export function RowMenu({ row, canManage, busy, onOpen, onMove, onPrint }: RowMenuProps) {
  const { t } = useTranslation('admissionStatement');
  const terms = useTranslation('admissionTerms').t;
  const moves = canManage ? allowedApplicationMoves(row.state) : [];
  return (
    <Dropdown>
      <MenuButton slots={{ root: IconButton }} slotProps={{ root: { size: 'sm', variant: 'plain', loading: busy, 'aria-label': t('actions.menuFor', { name: row.applicant.fullname, program: row.group.program.name }) } }}>
        <span aria-hidden>⋯</span>
      </MenuButton>
      <Menu placement="bottom-end" size="sm" sx={{ minWidth: 220 }}>
        <MenuItem onClick={onOpen}>{canManage ? t('actions.edit') : t('actions.view')}</MenuItem>
        {moves.length > 0 ? <ListDivider /> : null}
        {moves.map((move) => (
          <MenuItem key={move} color={move === 'reject' || move === 'withdraw' ? 'danger' : 'neutral'} onClick={() => onMove(move)}>
            {terms(`move.${move}`)}
          </MenuItem>
        ))}
        <ListDivider />
        <MenuItem onClick={() => onPrint('statement')}>{t('actions.printStatement')}</MenuItem>
        <MenuItem onClick={() => onPrint('receipt')}>{t('actions.printReceipt')}</MenuItem>
      </Menu>
    </Dropdown>
  );
}
