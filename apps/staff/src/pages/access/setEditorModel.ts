/**
 * The create / rename dialog of a role or privilege group: its two fields, the problems found
 * before sending (in the interface language) and those the server names per field, and sending.
 * A refusal that names no field stays in `formError`. No React here.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-react';
import { ActionError } from '@abitura/sdk';
import type { PermissionSet, SetApi } from './setApi.js';

/** The limits of Role/Create and PrivilegeGroup/Create (2..100 characters, description up to 500). */
export const NAME_LENGTH = { min: 2, max: 100 } as const;
export const DESCRIPTION_MAX = 500;

export type EditorField = 'name' | 'description';

/** A field's problem: a rule checked here (translated by key) or the server's own sentence. */
export type FieldProblem = { rule: 'nameLength' | 'descriptionLength' } | { server: string };

export type EditorTarget = { mode: 'create' } | { mode: 'rename'; set: PermissionSet };

export interface SetEditorModel {
  /** The dialog is open for this; null when closed. */
  readonly target: ReadonlySignal<EditorTarget | null>;
  readonly name: ReadonlySignal<string>;
  readonly description: ReadonlySignal<string>;
  readonly problems: ReadonlySignal<Partial<Record<EditorField, FieldProblem>>>;
  /** A refusal that names no field (conflict with the system role, lost connection). */
  readonly formError: ReadonlySignal<unknown>;
  readonly busy: ReadonlySignal<boolean>;
  openCreate(): void;
  openRename(set: PermissionSet): void;
  close(): void;
  setField(field: EditorField, value: string): void;
  /** Checks and sends; resolves with the saved set, or null when something stands in the way. */
  submit(): Promise<PermissionSet | null>;
}

function localProblems(name: string, description: string): Partial<Record<EditorField, FieldProblem>> {
  const problems: Partial<Record<EditorField, FieldProblem>> = {};
  const length = name.trim().length;
  if (length < NAME_LENGTH.min || length > NAME_LENGTH.max) problems.name = { rule: 'nameLength' };
  if (description.trim().length > DESCRIPTION_MAX) problems.description = { rule: 'descriptionLength' };
  return problems;
}

/** The server's issues on `name` and `description`, from INVALID_PARAMS or CONFLICT replies. */
function serverProblems(error: unknown): Partial<Record<EditorField, FieldProblem>> {
  const problems: Partial<Record<EditorField, FieldProblem>> = {};
  const issues = error instanceof ActionError ? (error.reply?.issues ?? []) : [];
  for (const issue of issues) {
    if ((issue.path === 'name' || issue.path === 'description') && !problems[issue.path]) problems[issue.path] = { server: issue.message };
  }
  return problems;
}

export function createSetEditorModel(api: SetApi, onSaved: (set: PermissionSet) => void): SetEditorModel {
  const target = signal<EditorTarget | null>(null);
  const name = signal('');
  const description = signal('');
  const problems = signal<Partial<Record<EditorField, FieldProblem>>>({});
  const formError = signal<unknown>(null);
  const busy = signal(false);

  function open(next: EditorTarget, values: { name: string; description: string }): void {
    batch(() => {
      target.value = next;
      name.value = values.name;
      description.value = values.description;
      problems.value = {};
      formError.value = null;
    });
  }

  async function submit(): Promise<PermissionSet | null> {
    const current = target.peek();
    if (!current || busy.peek()) return null;
    const found = localProblems(name.peek(), description.peek());
    if (Object.keys(found).length > 0) {
      problems.value = found;
      return null;
    }
    const fields = { name: name.peek().trim(), description: description.peek().trim() };
    batch(() => {
      busy.value = true;
      formError.value = null;
    });
    try {
      const saved = current.mode === 'create' ? await api.create(fields) : await api.update({ id: current.set.id, ...fields });
      batch(() => {
        busy.value = false;
        target.value = null;
      });
      onSaved(saved);
      return saved;
    } catch (error) {
      const atFields = serverProblems(error);
      batch(() => {
        busy.value = false;
        problems.value = atFields;
        formError.value = Object.keys(atFields).length > 0 ? null : error;
      });
      return null;
    }
  }

  return {
    target,
    name,
    description,
    problems,
    formError,
    busy,
    openCreate: () => open({ mode: 'create' }, { name: '', description: '' }),
    openRename: (set) => open({ mode: 'rename', set }, { name: set.name, description: set.description }),
    close: () => {
      if (!busy.peek()) target.value = null;
    },
    setField: (field, value) => {
      batch(() => {
        (field === 'name' ? name : description).value = value;
        if (problems.peek()[field]) {
          const rest = { ...problems.peek() };
          delete rest[field];
          problems.value = rest;
        }
      });
    },
    submit,
  };
}
