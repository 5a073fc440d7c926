/**
 * The interactions tab as a signal model: the applicant's timeline a page at a time, newest first
 * (Interaction/Get), filtered by types and by category (system or users), and the form that records
 * a new one (Interaction/Create): a staff type (the system ones move the processing status and
 * go through the header's buttons), a result, an organization, when it happened and a comment.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-react';
import { systemClock, type Client, type Clock } from '@abitura/sdk';
import type { Interaction } from '@abitura/contracts';
import { HAND_RECORDED_TYPES } from '@abitura/contracts/vocabulary';
import { outcomeOf } from '../../models/failure.js';
import { createFormModel, type FieldErrors, type SubmitResult } from '../../models/formModel.js';
import { createPagedResource } from '../../models/loadedResource.js';
import { checkText, orNull } from '../../models/fieldChecks.js';
import { checkPastMoment, localToInstant } from '../../models/localDateTime.js';
import type { NamedRef } from './applicantValues.js';

export type InteractionCategory = Interaction['category'];

/** The types staff record by hand, in the picker's order (see HAND_RECORDED_TYPES). */
export const STAFF_TYPES: readonly string[] = HAND_RECORDED_TYPES.map((entry) => entry.type);

export interface InteractionValues {
  type: string;
  result: string;
  organization: NamedRef | null;
  /** 'YYYY-MM-DDTHH:mm' in local time, or '' for now. */
  date: string;
  comment: string;
}

export const EMPTY_INTERACTION: InteractionValues = { type: '', result: '', organization: null, date: '', comment: '' };

export const INTERACTION_FIELDS = ['type', 'result', 'organization', 'date', 'comment'] as const satisfies readonly (keyof InteractionValues)[];

export function validateInteraction(values: InteractionValues, now: number): FieldErrors<InteractionValues> {
  const errors: FieldErrors<InteractionValues> = {};
  if (!STAFF_TYPES.includes(values.type)) errors.type = { key: 'required' };
  const result = checkText(values.result, { max: 500 });
  if (result) errors.result = result;
  const comment = checkText(values.comment, { max: 4000 });
  if (comment) errors.comment = comment;
  const date = values.date === '' ? undefined : checkPastMoment(values.date, now);
  if (date) errors.date = date;
  return errors;
}

/** The form's values as Interaction/Create takes them. */
export function interactionParams(applicantId: number, values: InteractionValues) {
  const date = values.date === '' ? null : localToInstant(values.date);
  const comment = orNull(values.comment);
  return {
    id: applicantId,
    type: values.type,
    result: orNull(values.result),
    organization: values.organization?.id ?? null,
    action_data: { ...(comment === null ? {} : { comment }), ...(date === null ? {} : { date: date.toISOString() }) },
  };
}

export type TimelineModel = ReturnType<typeof createTimelineModel>;

export function createTimelineModel(client: Pick<Client, 'call'>, applicantId: number, options: { onChange?: () => void; clock?: Pick<Clock, 'now'> } = {}) {
  const clock = options.clock ?? systemClock;
  const types = signal<readonly string[]>([]);
  const category = signal<InteractionCategory | ''>('');
  const timeline = createPagedResource<Interaction>((page, pageSize) => {
    const chosen = types.peek();
    const only = category.peek();
    return client.call('Interaction/Get', { id: applicantId, page, pageSize, ...(chosen.length > 0 ? { type: [...chosen] } : {}), ...(only === '' ? {} : { category: only }) });
  }, 25);
  /** The interaction just recorded, for the notice and to mark it in the timeline. */
  const recorded = signal<Interaction | null>(null);

  const form = createFormModel<InteractionValues, Interaction>({
    initial: EMPTY_INTERACTION,
    validate: (values) => validateInteraction(values, clock.now()),
    send: (values) =>
      client
        .call('Interaction/Create', interactionParams(applicantId, values))
        .then(outcomeOf)
        .then((outcome) => (outcome.ok ? { ok: true as const, value: outcome.value.interaction } : outcome)),
  });

  return {
    ...timeline,
    types: types as ReadonlySignal<readonly string[]>,
    category: category as ReadonlySignal<InteractionCategory | ''>,
    recorded: recorded as ReadonlySignal<Interaction | null>,
    form,

    setTypes(next: readonly string[]): void {
      types.value = next;
      timeline.restart();
    },
    setCategory(next: InteractionCategory | ''): void {
      category.value = next;
      timeline.restart();
    },
    resetFilters(): void {
      batch(() => {
        types.value = [];
        category.value = '';
      });
      timeline.restart();
    },

    /**
     * Records the form's interaction (`extra`: problems only the dialog sees); on success the form
     * empties and the timeline is read from its first page.
     */
    async record(extra: FieldErrors<InteractionValues> = {}): Promise<SubmitResult<Interaction>> {
      const result = await form.submit(extra);
      if (result.kind !== 'saved') return result;
      recorded.value = result.value;
      form.reset();
      options.onChange?.();
      timeline.restart();
      return result;
    },
    dismissRecorded(): void {
      recorded.value = null;
    },
  };
}
