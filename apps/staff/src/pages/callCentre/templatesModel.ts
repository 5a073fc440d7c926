/**
 * The e-mail templates page as a signal model: the templates and the variables they may use
 * (EmailTemplate/List), and one template open in the editor. The editor's values are a form
 * model (checks before sending, the server's refusals such as unknown variables on their fields);
 * every change is kept as a draft in the browser's storage until it is saved or dropped, so a
 * reload restores it; the preview is asked for after a pause in typing, the newest answer
 * winning; a test letter goes out only for a saved template with nothing unsaved. No React here.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Client, Clock } from '@abitura/sdk';
import type { EmailTemplate } from '@abitura/contracts';
import { createDebounce } from '../../models/debounce.js';
import { outcomeOf, type Failure, type Outcome } from '../../models/failure.js';
import { createFormModel, type SubmitResult } from '../../models/formModel.js';
import { createLatestLoad } from '../../models/latestLoad.js';
import { createLoadedResource } from '../../models/loadedResource.js';
import type { StoredJson } from '../../models/storedJson.js';
import { checkTemplate, EMPTY_TEMPLATE, isTestAddress, parseTemplateValues, sameValues, saveParams, templateValues, type TemplateValues } from './templateText.js';

/** The pause in typing after which the preview is asked for. */
export const PREVIEW_DEBOUNCE_MS = 500;

/** What the draft keeps: which template (null: a new one) and the values typed. */
export interface TemplateDraft {
  id: number | null;
  values: TemplateValues;
}

export function parseTemplateDraft(stored: unknown): TemplateDraft | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { id, values } = stored as Record<string, unknown>;
  const parsed = parseTemplateValues(values);
  if (parsed === null || !(id === null || (typeof id === 'number' && Number.isInteger(id) && id > 0))) return null;
  return { id, values: parsed };
}

export interface TemplatesModelOptions {
  client: Pick<Client, 'call'>;
  /** Where the unsaved editor survives a reload. */
  draft: StoredJson<TemplateDraft>;
  /** May create and change templates (manageEmailTemplates): only then is a draft kept. */
  canEdit: boolean;
  /** Timers of the preview's debounce. @default the system clock */
  clock?: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
}

/** The template in the editor: its id (null: new) and its values as saved. */
interface Editing {
  id: number | null;
  saved: TemplateValues;
}

export type TemplatesModel = ReturnType<typeof createTemplatesModel>;

export function createTemplatesModel({ client, draft, canEdit, clock }: TemplatesModelOptions) {
  const catalogue = createLoadedResource(() => client.call('EmailTemplate/List', {}), { items: [] as EmailTemplate[], variables: [] as { name: string; description: string }[] });
  const editing = signal<Editing | null>(null);
  const restored = signal(false);
  const form = createFormModel<TemplateValues, EmailTemplate>({
    initial: EMPTY_TEMPLATE,
    validate: checkTemplate,
    send: (values) => client.call('EmailTemplate/Save', saveParams(values, editing.peek()?.id ?? null)).then(outcomeOf),
  });
  const dirty = computed(() => {
    const open = editing.value;
    return open !== null && !sameValues(open.saved, form.values.value);
  });

  const personId = signal('');
  const preview = signal<{ subject: string; body: string } | null>(null);
  const previewLoad = createLatestLoad();
  const previewDebounce = createDebounce(clock, PREVIEW_DEBOUNCE_MS);

  function previewNow(): Promise<void> {
    previewDebounce.cancel();
    const { subject, body } = form.values.peek();
    const person = personId.peek().trim();
    if (editing.peek() === null || subject.trim() === '' || body.trim() === '' || (person !== '' && !/^[1-9]\d{0,9}$/.test(person))) {
      preview.value = null;
      return Promise.resolve();
    }
    return previewLoad.run(
      () => client.call('EmailTemplate/Preview', { subject: subject.trim(), body, ...(person === '' ? {} : { personId: Number(person) }) }),
      (rendered) => {
        preview.value = rendered;
      },
    );
  }

  function keepDraft(): void {
    const open = editing.peek();
    if (!canEdit || open === null) return;
    const values = form.values.peek();
    if (sameValues(values, open.saved)) draft.clear();
    else draft.write({ id: open.id, values });
  }

  function open(next: Editing, values: TemplateValues = next.saved): void {
    batch(() => {
      editing.value = next;
      form.reset(values);
      preview.value = null;
    });
    void previewNow();
  }

  return {
    catalogue,
    editing: editing as ReadonlySignal<Editing | null>,
    form,
    /** The editor holds changes not saved yet. */
    dirty,
    /** The editor was reopened from a draft left by an earlier visit. */
    restored: restored as ReadonlySignal<boolean>,
    preview: preview as ReadonlySignal<{ subject: string; body: string } | null>,
    previewLoading: previewLoad.loading,
    previewError: previewLoad.error as ReadonlySignal<Failure | null>,
    personId: personId as ReadonlySignal<string>,

    /**
     * Reads the templates, then reopens a draft of an earlier visit (a template since removed
     * drops it). The page's retry calls this too, so a draft kept through a failed read still opens.
     */
    async load(): Promise<void> {
      await catalogue.load();
      // A failed read keeps the draft for the retry: it cannot tell whether its template still exists.
      if (editing.peek() !== null || catalogue.error.peek() !== null) return;
      const kept = draft.read();
      if (kept === null) return;
      const template = kept.id === null ? null : catalogue.value.peek().items.find((item) => item.id === kept.id);
      if (template === undefined) {
        draft.clear();
        return;
      }
      restored.value = true;
      open({ id: kept.id, saved: template === null ? EMPTY_TEMPLATE : templateValues(template) }, kept.values);
    },

    openTemplate(template: EmailTemplate): void {
      restored.value = false;
      open({ id: template.id, saved: templateValues(template) });
    },
    openNew(): void {
      restored.value = false;
      open({ id: null, saved: EMPTY_TEMPLATE });
    },
    /** Closes the editor, dropping what was not saved (the page asks first). */
    close(): void {
      previewDebounce.cancel();
      draft.clear();
      batch(() => {
        editing.value = null;
        restored.value = false;
        preview.value = null;
        form.reset(EMPTY_TEMPLATE);
      });
    },
    /** Goes back to the template as saved. */
    discardChanges(): void {
      const current = editing.peek();
      if (current === null) return;
      restored.value = false;
      draft.clear();
      open(current);
    },

    set<F extends keyof TemplateValues>(field: F, value: TemplateValues[F]): void {
      form.set(field, value);
      keepDraft();
      if (field === 'subject' || field === 'body') previewDebounce.schedule(() => void previewNow());
    },
    setPersonId(text: string): void {
      personId.value = text;
      previewDebounce.schedule(() => void previewNow());
    },
    previewNow,

    /** Saves (problems land on the fields); the saved template stays open, the list is read again and the draft dropped. */
    async save(): Promise<SubmitResult<EmailTemplate>> {
      const result = await form.submit();
      if (result.kind !== 'saved') return result;
      draft.clear();
      batch(() => {
        editing.value = { id: result.value.id, saved: templateValues(result.value) };
        form.reset(templateValues(result.value));
        restored.value = false;
      });
      void catalogue.load();
      return result;
    },

    /** Sends the saved template with sample values to an address; null when the address is not one. */
    async testSend(to: string): Promise<Outcome<{ to: string; subject: string }> | null> {
      const id = editing.peek()?.id ?? null;
      if (id === null || dirty.peek() || !isTestAddress(to)) return null;
      return outcomeOf(await client.call('EmailTemplate/TestSend', { id, to: to.trim() }));
    },

    dispose: previewDebounce.cancel,
  };
}
