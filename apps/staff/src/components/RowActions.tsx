/** A table row's edit and delete buttons, each named for its row ("Изменить контакт Иванова"). */
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

export interface RowActionsProps {
  editText: string;
  /** The edit button's name, saying which row. */
  editLabel: string;
  onEdit: () => void;
  deleteText: string;
  deleteLabel: string;
  onDelete: () => void;
}

export function RowActions({ editText, editLabel, onEdit, deleteText, deleteLabel, onDelete }: RowActionsProps) {
  return (
    <Stack direction="row" spacing={1}>
      <Button size="sm" variant="plain" aria-label={editLabel} onClick={onEdit}>
        {editText}
      </Button>
      <Button size="sm" variant="plain" color="danger" aria-label={deleteLabel} onClick={onDelete}>
        {deleteText}
      </Button>
    </Stack>
  );
}
