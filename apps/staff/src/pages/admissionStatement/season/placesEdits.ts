/**
 * The places typed into the groups grid, kept until they are saved together (Admission/SetGroupPlaces,
 * all or nothing) or dropped: each edited group's text as typed beside the places the server
 * holds, whatever page or filter the grid shows. A refused save keeps every edit and puts the
 * server's problem on its row. One requestId per save of one set of edits, so a retry after a lost
 * answer is applied once, and a save of other edits is a new request. No React here.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import { MAX_PLACE_EDITS, type CompetitiveGroup } from '@abitura/contracts';
import { admissionCall, type AdmissionClient } from '../../../models/admissionService.js';
import { failureOf, type Failure } from '../../../models/failure.js';
import { createRequestIds } from './requestIds.js';

/** Most places a group may have (the contract's bound). */
export const MAX_PLACES = 10_000;

export type PlacesProblem = 'integer' | 'max';

/** Places as typed: empty is "not set" (null), else a whole number 0..MAX_PLACES. */
export function parsePlaces(text: string): { ok: true; value: number | null } | { ok: false; problem: PlacesProblem } {
  const trimmed = text.replace(/\s/g, '');
  if (trimmed === '') return { ok: true, value: null };
  if (!/^\d{1,6}$/.test(trimmed)) return { ok: false, problem: 'integer' };
  const value = Number(trimmed);
  return value > MAX_PLACES ? { ok: false, problem: 'max' } : { ok: true, value };
}

/** An edited group: what is typed, what the server holds, and the group to name it by in a summary. */
export interface PlacesEdit {
  group: CompetitiveGroup;
  text: string;
}

/** A row's problem: one the client sees (`problem`) or the server's sentence (`message`). */
export type RowProblem = { problem: PlacesProblem } | { message: string };

export interface PlacesEditsModel {
  readonly edits: ReadonlySignal<ReadonlyMap<number, PlacesEdit>>;
  /** How many groups have unsaved places. */
  readonly count: ReadonlySignal<number>;
  readonly dirty: ReadonlySignal<boolean>;
  /** Problems by group id: typed text that is not places, or what the server refused. */
  readonly problems: ReadonlySignal<ReadonlyMap<number, RowProblem>>;
  /** The last refused save, as a whole. */
  readonly failure: ReadonlySignal<Failure | null>;
  readonly saving: ReadonlySignal<boolean>;
  /** The text the cell shows: the edit, else the stored places. */
  textOf(group: CompetitiveGroup): string;
  /** A cell's new text; typing the stored value back drops the edit. */
  set(group: CompetitiveGroup, text: string): void;
  /** Escape in a cell: back to the stored value. */
  revert(groupId: number): void;
  /** «Отменить изменения». */
  revertAll(): void;
  /** Saves every edit at once; true when saved (the edits are then gone), false when refused or invalid. */
  save(): Promise<boolean>;
}

function storedText(group: CompetitiveGroup): string {
  return group.places === null ? '' : String(group.places);
}

export function createPlacesEdits(client: AdmissionClient, makeRequestId?: () => string): PlacesEditsModel {
  const edits = signal<ReadonlyMap<number, PlacesEdit>>(new Map());
  const serverProblems = signal<ReadonlyMap<number, RowProblem>>(new Map());
  const failure = signal<Failure | null>(null);
  const saving = signal(false);
  const requests = createRequestIds(makeRequestId);

  const problems = computed(() => {
    const found = new Map<number, RowProblem>();
    for (const [id, edit] of edits.value) {
      const parsed = parsePlaces(edit.text);
      if (!parsed.ok) found.set(id, { problem: parsed.problem });
      else {
        const refused = serverProblems.value.get(id);
        if (refused) found.set(id, refused);
      }
    }
    return found as ReadonlyMap<number, RowProblem>;
  });

  function update(change: (next: Map<number, PlacesEdit>) => void): void {
    const next = new Map(edits.peek());
    change(next);
    edits.value = next;
  }

  function dropServerProblem(groupId: number): void {
    if (!serverProblems.peek().has(groupId)) return;
    const next = new Map(serverProblems.peek());
    next.delete(groupId);
    serverProblems.value = next;
  }

  return {
    edits,
    count: computed(() => edits.value.size),
    dirty: computed(() => edits.value.size > 0),
    problems,
    failure,
    saving,
    textOf: (group) => edits.value.get(group.id)?.text ?? storedText(group),
    set(group, text) {
      batch(() => {
        dropServerProblem(group.id);
        update((next) => {
          const parsed = parsePlaces(text);
          if (parsed.ok && parsed.value === group.places) next.delete(group.id);
          else next.set(group.id, { group, text });
        });
      });
    },
    revert(groupId) {
      batch(() => {
        dropServerProblem(groupId);
        update((next) => next.delete(groupId));
      });
    },
    revertAll() {
      batch(() => {
        edits.value = new Map();
        serverProblems.value = new Map();
        failure.value = null;
      });
    },
    async save() {
      if (saving.peek() || edits.peek().size === 0) return false;
      const entries = [...edits.peek().values()];
      const items: { group_id: number; places: number | null }[] = [];
      for (const edit of entries) {
        const parsed = parsePlaces(edit.text);
        // A cell that holds no places keeps the whole save back: nothing is sent in part.
        if (!parsed.ok) return false;
        items.push({ group_id: edit.group.id, places: parsed.value });
      }
      if (items.length > MAX_PLACE_EDITS) {
        failure.value = { code: 'TOO_MANY_EDITS', message: '', issues: [] };
        return false;
      }
      const requestId = requests.idFor(items);
      batch(() => {
        saving.value = true;
        failure.value = null;
      });
      const reply = await admissionCall(client, 'Admission/SetGroupPlaces', { items }, { requestId });
      return batch(() => {
        saving.value = false;
        if (reply.success) {
          requests.done();
          edits.value = new Map();
          serverProblems.value = new Map();
          return true;
        }
        const refused = failureOf(reply);
        failure.value = refused;
        // `items.3.places` (or `items.3`) names the fourth group sent.
        const byRow = new Map<number, RowProblem>();
        for (const issue of refused.issues) {
          const match = /^items\.(\d+)/.exec(issue.path);
          const item = match ? items[Number(match[1])] : undefined;
          if (item && !byRow.has(item.group_id)) byRow.set(item.group_id, { message: issue.message });
        }
        serverProblems.value = byRow;
        return false;
      });
    },
  };
}
