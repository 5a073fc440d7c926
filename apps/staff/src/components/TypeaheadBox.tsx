/**
 * A search-as-you-type box and its hits as a combobox with a list of options (the quick search,
 * the call card's person search): the arrow keys move the highlight, Enter picks the highlighted
 * hit or, with none, sends the text at once (the model decides), Escape drops the highlight. What stands between the
 * box and the hits (the status line) and how a hit reads are the page's.
 */
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import type { SxProps } from '@mui/joy/styles/types';
import type { KeyboardEvent, ReactNode } from 'react';
import { Fragment, useId } from 'react';
import { useSignalValue } from '@abitura/ui';
import { MAX_SEARCH_LENGTH } from '../models/listQuery.js';
import type { TypeaheadSearch } from '../models/typeaheadSearch.js';

/** What a hit's option needs from the list: its id for the box's active descendant, and the pointer. */
export interface TypeaheadOptionState {
  id: string;
  active: boolean;
  onPick: () => void;
  onPoint: () => void;
}

export interface TypeaheadBoxProps<H extends { id: number }> {
  model: TypeaheadSearch<H>;
  label: string;
  placeholder: string;
  hint: string;
  listLabel: string;
  onPick: (hit: H) => void;
  autoFocus: boolean;
  size?: 'lg';
  startDecorator?: ReactNode;
  /** The form control's id, for the page to bring the focus back to the box. */
  controlId?: string;
  controlSx?: SxProps;
  listMaxWidth?: number;
  /** Shown between the box and the hits: what to type, the wait, the failure. */
  statusLine: ReactNode;
  renderHit: (hit: H, option: TypeaheadOptionState) => ReactNode;
}

export function TypeaheadBox<H extends { id: number }>(props: TypeaheadBoxProps<H>) {
  const { model, onPick } = props;
  const text = useSignalValue(model.text);
  const status = useSignalValue(model.status);
  const hits = useSignalValue(model.hits);
  const active = useSignalValue(model.active);
  const baseId = useId();
  const listId = `${baseId}-hits`;
  const hintId = `${baseId}-hint`;
  const optionId = (index: number) => `${baseId}-hit-${index}`;
  // Older hits stay on screen, dimmed, while the newer text is searched.
  const showsHits = hits.length > 0 && (status === 'found' || status === 'searching');

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      model.moveActive(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = model.pickOnEnter();
      if (hit !== null) onPick(hit);
    } else if (event.key === 'Escape') {
      model.setActive(-1);
    }
  };

  return (
    <>
      <FormControl {...(props.controlId === undefined ? {} : { id: props.controlId })} {...(props.controlSx === undefined ? {} : { sx: props.controlSx })}>
        <FormLabel>{props.label}</FormLabel>
        <Input
          type="search"
          {...(props.size === undefined ? {} : { size: props.size })}
          autoFocus={props.autoFocus}
          value={text}
          placeholder={props.placeholder}
          {...(props.startDecorator === undefined ? {} : { startDecorator: props.startDecorator })}
          onChange={(event) => model.setText(event.target.value)}
          slotProps={{
            input: {
              role: 'combobox',
              'aria-autocomplete': 'list',
              'aria-expanded': showsHits,
              'aria-controls': listId,
              'aria-describedby': hintId,
              ...(showsHits && active >= 0 ? { 'aria-activedescendant': optionId(active) } : {}),
              maxLength: MAX_SEARCH_LENGTH,
              autoComplete: 'off',
              spellCheck: false,
              onKeyDown,
            },
          }}
        />
        <FormHelperText id={hintId}>{props.hint}</FormHelperText>
      </FormControl>
      {props.statusLine}
      <Sheet
        variant="outlined"
        sx={{ borderRadius: 'md', ...(props.listMaxWidth === undefined ? {} : { maxWidth: props.listMaxWidth }), overflow: 'hidden', display: showsHits ? 'block' : 'none', opacity: status === 'searching' ? 0.6 : 1 }}
      >
        <div id={listId} role="listbox" aria-label={props.listLabel} aria-busy={status === 'searching'}>
          {showsHits
            ? hits.map((hit, index) => (
                <Fragment key={hit.id}>
                  {props.renderHit(hit, { id: optionId(index), active: index === active, onPick: () => onPick(hit), onPoint: () => index !== active && model.setActive(index) })}
                </Fragment>
              ))
            : null}
        </div>
      </Sheet>
    </>
  );
}

export interface TypeaheadOptionProps extends TypeaheadOptionState {
  /** Space between the option's lines. */
  spacing: number;
  py: number;
  /** Outlines the highlighted option besides its background, for hits with several lines. */
  outlineActive: boolean;
  children: ReactNode;
}

/** One hit as an option of the list: picked by a click, highlighted as the pointer moves over it. */
export function TypeaheadOption({ id, active, onPick, onPoint, spacing, py, outlineActive, children }: TypeaheadOptionProps) {
  return (
    <Stack
      role="option"
      id={id}
      aria-selected={active}
      spacing={spacing}
      onClick={onPick}
      onMouseMove={onPoint}
      sx={{
        px: 2,
        py,
        cursor: 'pointer',
        borderBottom: '1px solid',
        borderColor: 'divider',
        bgcolor: active ? 'primary.softBg' : 'transparent',
        ...(outlineActive ? { outline: active ? '2px solid var(--joy-palette-primary-outlinedBorder)' : 'none', outlineOffset: -2 } : {}),
        '&:last-of-type': { borderBottom: 'none' },
      }}
    >
      {children}
    </Stack>
  );
}
