/**
 * The interactions tab as a signal model: what staff recorded with an organization, newest first
 * (Interaction/OrganizationGet), and the form that records a new one
 * (Interaction/OrganizationCreate): a type, a result or a comment, and when it happened.
 */
import { signal, type ReadonlySignal } from '@preact/signals-react';
import { systemClock, type Client, type Clock } from '@abitura/sdk';
import { ORGANIZATION_INTERACTION_TYPES, type OrganizationInteraction } from '@abitura/contracts';
import { outcomeOf } from '../../models/failure.js';
import { createLoadedResource } from '../../models/loadedResource.js';
import { checkText, orNull } from '../../models/fieldChecks.js';
import { createFormModel, type FieldErrors } from '../../models/formModel.js';
import { checkPastMoment, localToInstant } from '../../models/localDateTime.js';

export type InteractionType = (typeof ORGANIZATION_INTERACTION_TYPES)[number];

export interface InteractionValues {
  type: InteractionType;
  result: string;
  comment: string;
  /** 'YYYY-MM-DDTHH:mm' in local time, or '' for now. */
  date: string;
}

export const EMPTY_INTERACTION: InteractionValues = { type: 'visit', result: '', comment: '', date: '' };

export function validateInteraction(values: InteractionValues, now: number): FieldErrors<InteractionValues> {
  const errors: FieldErrors<InteractionValues> = {};
  if (!(ORGANIZATION_INTERACTION_TYPES as readonly string[]).includes(values.type)) errors.type = { key: 'required' };
  const result = checkText(values.result, { max: 500 });
  if (result) errors.result = result;
  const comment = checkText(values.comment, { max: 4000 });
  if (comment) errors.comment = comment;
  if (!errors.result && !errors.comment && values.result.trim() === '' && values.comment.trim() === '') errors.result = { key: 'resultOrComment' };
  const date = values.date === '' ? undefined : checkPastMoment(values.date, now);
  if (date) errors.date = date;
  return errors;
}

export type InteractionsModel = ReturnType<typeof createInteractionsModel>;

export function createInteractionsModel(
  client: Pick<Client, 'call'>,
  organizationId: number,
  options: { onChange?: () => void; clock?: Pick<Clock, 'now'> } = {},
) {
  const clock = options.clock ?? systemClock;
  const { value: items, load, ...state } = createLoadedResource<readonly OrganizationInteraction[]>(() => client.call('Interaction/OrganizationGet', { id: organizationId }), []);
  /** The interaction just recorded, for the notice and to mark it in the timeline. */
  const recorded = signal<OrganizationInteraction | null>(null);

  const form = createFormModel<InteractionValues, OrganizationInteraction>({
    initial: EMPTY_INTERACTION,
    validate: (values) => validateInteraction(values, clock.now()),
    send: (values) => {
      const date = values.date === '' ? null : localToInstant(values.date);
      return client
        .call('Interaction/OrganizationCreate', {
          organization: organizationId,
          type: values.type,
          result: orNull(values.result),
          comment: orNull(values.comment),
          ...(date ? { date: date.toISOString() } : {}),
        })
        .then(outcomeOf);
    },
  });

  return {
    items: items as ReadonlySignal<readonly OrganizationInteraction[]>,
    ...state,
    recorded: recorded as ReadonlySignal<OrganizationInteraction | null>,
    form,
    load,

    /** Records the form's interaction; on success the form empties and the timeline rereads. */
    async record(): Promise<boolean> {
      const result = await form.submit();
      if (result.kind !== 'saved') return false;
      recorded.value = result.value;
      items.value = [result.value, ...items.peek().filter((item) => item.id !== result.value.id)];
      form.reset();
      options.onChange?.();
      void load();
      return true;
    },
    dismissRecorded(): void {
      recorded.value = null;
    },
  };
}
