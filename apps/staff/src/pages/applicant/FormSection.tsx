/**
 * What every part of the applicant form shares: the values, a field's problem in words and the
 * way to change a field, and the frame of a part (a heading over a grid of fields).
 */
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { memo, type ComponentType, type ReactNode } from 'react';
import type { FieldError, FieldErrors } from '../../models/formModel.js';
import type { ApplicantValues } from './applicantValues.js';

export interface FormPartProps {
  values: ApplicantValues;
  errors: FieldErrors<ApplicantValues>;
  /** A problem in words (stable across renders). */
  errorText: (error: FieldError | undefined) => string | null;
  /** Changes a field (stable across renders). */
  set: <F extends keyof ApplicantValues & string>(field: F, value: ApplicantValues[F]) => void;
  /** The parts' headings: h2 on a page of their own, h3 inside a tab. */
  headingLevel: 'h2' | 'h3';
}

/** A field's problem in words, or null. */
export function errorOf({ errors, errorText }: Pick<FormPartProps, 'errors' | 'errorText'>): (field: keyof ApplicantValues) => string | null {
  return (field) => errorText(errors[field]);
}

/**
 * A part that renders again only when one of its own fields (or its problem) changes: a keystroke
 * in one field then costs one part of the long form, not all of them.
 */
export function formPart(Part: ComponentType<FormPartProps>, fields: readonly (keyof ApplicantValues)[]) {
  return memo(
    Part,
    (before, after) =>
      before.set === after.set &&
      before.errorText === after.errorText &&
      before.headingLevel === after.headingLevel &&
      fields.every((field) => before.values[field] === after.values[field] && before.errors[field] === after.errors[field]),
  );
}

export function FormSection({ title, headingLevel, children, columns = 2 }: { title: string; headingLevel: 'h2' | 'h3'; children: ReactNode; columns?: 1 | 2 | 3 }) {
  return (
    <Sheet variant="outlined" component="section" sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 'md' }}>
      <Typography level="title-md" component={headingLevel} sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: `repeat(${columns}, minmax(0, 1fr))` }, gap: 2, alignItems: 'start' }}>{children}</Box>
    </Sheet>
  );
}

/** A field that takes a whole row of its part's grid. */
export function Wide({ children }: { children: ReactNode }) {
  return <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>{children}</Box>;
}
