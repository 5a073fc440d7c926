import { useSignalValue } from '@abitura/ui';
import type { Failure } from '../models/failure.js';
import type { FieldErrors, FormModel } from '../models/formModel.js';

export interface FormState<V extends object> {
  values: V;
  errors: FieldErrors<V>;
  /** While a save runs. */
  submitting: boolean;
  /** The failure no field explains, shown above the buttons. */
  formError: Failure | null;
}

/** What a form model holds, for the form that renders it: re-renders as any of it changes. */
export function useFormState<V extends object, R>(form: FormModel<V, R>): FormState<V> {
  const values = useSignalValue(form.values);
  const errors = useSignalValue(form.errors);
  const submitting = useSignalValue(form.submitting);
  const formError = useSignalValue(form.formError);
  return { values, errors, submitting, formError };
}
