/**
 * Recording a career-guidance recommendation for an applicant as a signal model: the dialog's
 * applicant and industry, a programme of that industry found by typing (Profnavigation/Programs,
 * the newest answer wins) or none, for a recommendation of the industry itself, and a comment.
 * It is recorded as a profRecommendation interaction (Interaction/Create) whose action_data holds
 * the industry, the programme's id and name, and the comment; the applicant's 360 view reads it
 * from there. No React here.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-react';
import type { ActionParams, ActionResult, Client, Clock } from '@abitura/sdk';
import type { ProgramListItem } from '@abitura/contracts';
import { createDebounce } from '../../models/debounce.js';
import { outcomeOf } from '../../models/failure.js';
import { createFormModel, type FieldErrors } from '../../models/formModel.js';
import { createLatestLoad } from '../../models/latestLoad.js';
import type { IndustryValue } from './guidanceValues.js';
import { industryProgramsParams } from './profnavigationQuery.js';

/** The longest comment action_data takes. */
export const MAX_COMMENT_LENGTH = 4000;
/** Programmes the picker offers at once; typing narrows them. */
export const PROGRAM_CHOICES = 20;

export interface RecommendTarget {
  applicant: { id: number; fullname: string };
  industry: IndustryValue;
}

/** A programme as the picker offers it. */
export interface ProgramChoice {
  id: number;
  code: string;
  name: string;
  college: string;
}

export interface RecommendValues {
  /** null recommends the industry itself. */
  program: ProgramChoice | null;
  comment: string;
}

export const EMPTY_RECOMMENDATION: RecommendValues = { program: null, comment: '' };
export const RECOMMEND_FIELDS = ['program', 'comment'] as const;

export function programChoice(program: ProgramListItem): ProgramChoice {
  return { id: program.id, code: program.code, name: program.name, college: program.organization.short_name ?? program.organization.name };
}

export function validateRecommendation(values: RecommendValues): FieldErrors<RecommendValues> {
  return values.comment.trim().length > MAX_COMMENT_LENGTH ? { comment: { key: 'commentTooLong', values: { max: MAX_COMMENT_LENGTH } } } : {};
}

/** The Interaction/Create params of a recommendation. */
export function recommendationParams(target: RecommendTarget, values: RecommendValues): ActionParams<'Interaction/Create'> {
  const comment = values.comment.trim();
  const program = values.program;
  return {
    id: target.applicant.id,
    type: 'profRecommendation',
    // OID names what the interaction is about: the programme, when one is recommended.
    ...(program ? { OID: String(program.id) } : {}),
    action_data: {
      industry: target.industry,
      ...(program ? { program: program.id, programName: program.name } : {}),
      ...(comment === '' ? {} : { comment }),
    },
  };
}

/** What was just recorded, for the notice. */
export interface RecordedRecommendation {
  applicant: string;
  industry: IndustryValue;
  program: string | null;
}

export interface RecommendationModelOptions {
  client: Pick<Client, 'call'>;
  clock?: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  debounceMs?: number;
  /** An applicant has one recommendation more. */
  onRecorded?: (applicantId: number) => void;
}

export type RecommendationModel = ReturnType<typeof createRecommendationModel>;

export function createRecommendationModel({ client, clock, debounceMs, onRecorded }: RecommendationModelOptions) {
  const target = signal<RecommendTarget | null>(null);
  const recorded = signal<RecordedRecommendation | null>(null);
  const programs = signal<readonly ProgramChoice[]>([]);
  const programSearch = createLatestLoad();
  const debounce = createDebounce(clock, debounceMs);
  let programText = '';

  const form = createFormModel<RecommendValues, ActionResult<'Interaction/Create'>>({
    initial: EMPTY_RECOMMENDATION,
    validate: validateRecommendation,
    send: (values) => {
      const current = target.peek();
      return current === null ? null : client.call('Interaction/Create', recommendationParams(current, values)).then(outcomeOf);
    },
  });

  function loadPrograms(): Promise<void> {
    const current = target.peek();
    if (current === null) return Promise.resolve();
    return programSearch.run(
      () => client.call('Profnavigation/Programs', industryProgramsParams(current.industry, 1, PROGRAM_CHOICES, programText)),
      (page) => {
        programs.value = page.items.map(programChoice);
      },
    );
  }

  return {
    /** The applicant and industry the dialog is open for; null while it is closed. */
    target: target as ReadonlySignal<RecommendTarget | null>,
    form,
    programs: programs as ReadonlySignal<readonly ProgramChoice[]>,
    programsLoading: programSearch.loading,
    programsError: programSearch.error,
    recorded: recorded as ReadonlySignal<RecordedRecommendation | null>,

    /** Opens the dialog for an applicant and an industry, empty, with the industry's first programmes. */
    open(applicant: RecommendTarget['applicant'], industry: IndustryValue): void {
      debounce.cancel();
      programText = '';
      batch(() => {
        target.value = { applicant, industry };
        programs.value = [];
      });
      form.reset();
      void loadPrograms();
    },
    close(): void {
      debounce.cancel();
      target.value = null;
    },
    /** The picker's typed text: the industry's programmes matching it, after a pause. */
    searchPrograms(text: string): void {
      programText = text;
      debounce.schedule(() => void loadPrograms());
    },
    /** Records the recommendation; true when recorded (the dialog closes). */
    async submit(): Promise<boolean> {
      const current = target.peek();
      if (current === null) return false;
      const values = form.values.peek();
      const result = await form.submit();
      if (result.kind !== 'saved') return false;
      batch(() => {
        recorded.value = { applicant: current.applicant.fullname, industry: current.industry, program: values.program?.name ?? null };
        target.value = null;
      });
      onRecorded?.(current.applicant.id);
      return true;
    },
    dismissRecorded(): void {
      recorded.value = null;
    },
    dispose: debounce.cancel,
  };
}
