import { describe, expect, it } from 'vitest';
import { IMPORT_PART_LINES, MOSRU_COLUMNS } from '@abitura/contracts';
import { admissionStub } from '../../testing/admissionStandIn.js';
import { createImportModel } from './importModel.js';

const HEADER = Object.values(MOSRU_COLUMNS).join(';');
const line = (n: number) => `M-${n};Иванов;Иван;;01.02.2010;;;;Колледж;09.02.07;Бюджет;;1;4,5;;;`;
const csv = (lines: number, header = HEADER) => new TextEncoder().encode([header, ...Array.from({ length: lines }, (_, index) => line(index + 1))].join('\n'));

const outcome = (lineNo: number, kind: 'created' | 'matched' | 'refused') => ({ line: lineNo, outcome: kind, application_id: null, applicant: null, reason: kind === 'refused' ? 'unknown_group' : null, column: kind === 'refused' ? 'Код программы' : null, message: kind === 'refused' ? 'Нет такой группы' : null });

function setup(handler: (params: { part: number; dryRun: boolean; rows: Array<{ line: number }> }, requestId: string | undefined) => unknown) {
  const stub = admissionStub({ 'Admission/ImportMosru': handler as never });
  let ids = 0;
  const model = createImportModel({ client: { admission: stub.admission }, seasonId: 2, requestId: () => `id-${(ids += 1)}` });
  return { ...stub, model };
}

describe('the mos.ru import', () => {
  it('shows the header problems of a file and sends nothing', async () => {
    const { model, calls } = setup(() => ({}));
    await model.choose('export.csv', csv(2, 'Фамилия;Имя;Лишний'));
    expect(model.phase.value).toBe('badHeader');
    expect(model.headerProblems.value.map((problem) => problem.message)).toContain('Неизвестный столбец «Лишний»: в выгрузке mos.ru бывают ' + Object.values(MOSRU_COLUMNS).join(', ') + '.');
    expect(calls).toHaveLength(0);
    await model.choose('export.xls', csv(1));
    expect(model.readProblem.value).toBe('format');
  });

  it('runs the dry run part by part with progress, then applies each part once', async () => {
    const lines = IMPORT_PART_LINES + 3;
    const { model, callsOf } = setup((params) => ({ part: params.part, dryRun: params.dryRun, applied: null, lines: params.rows.map((row) => outcome(row.line, row.line === 2 ? 'refused' : 'created')) }));
    await model.choose('export.csv', csv(lines));
    expect(model.phase.value).toBe('choose');
    await model.dryRun();
    expect(model.phase.value).toBe('checked');
    expect(model.progress.value).toEqual({ done: 2, total: 2 });
    expect(model.counts.value).toEqual({ created: lines - 1, matched: 0, refused: 1 });
    const dry = callsOf('Admission/ImportMosru');
    expect(dry.map((call) => [call.params.part, call.params.dryRun, (call.params.rows as unknown[]).length])).toEqual([
      [0, true, IMPORT_PART_LINES],
      [1, true, 3],
    ]);
    expect(dry[0]?.params.file).toMatchObject({ name: 'export.csv', lines });
    await model.apply();
    expect(model.phase.value).toBe('applied');
    expect(callsOf('Admission/ImportMosru').slice(2).map((call) => [call.params.part, call.params.dryRun])).toEqual([
      [0, false],
      [1, false],
    ]);
  });

  it('says which parts were applied before, and retries a lost answer with the same request id', async () => {
    let lost = 1;
    const { model, calls } = setup((params) => {
      if (!params.dryRun && lost > 0) {
        lost -= 1;
        return null;
      }
      return { part: params.part, dryRun: params.dryRun, applied: params.dryRun ? null : { at: '2026-06-30T10:00:00+03:00', by: 'Смирнова О. П.' }, lines: params.rows.map((row) => outcome(row.line, 'matched')) };
    });
    await model.choose('export.csv', csv(3));
    await model.dryRun();
    await model.apply();
    const applying = calls.filter((call) => call.params.dryRun === false);
    expect(applying.map((call) => call.requestId)).toEqual(['id-2', 'id-2']);
    expect(model.appliedBefore.value).toEqual([{ part: 0, at: '2026-06-30T10:00:00+03:00', by: 'Смирнова О. П.' }]);
    // The part's lines are the first run's report: this run added and matched nothing.
    expect(model.counts.value).toEqual({ created: 0, matched: 0, refused: 0 });
    expect(model.importedBefore.value).toBe(true);
  });

  it('stops between parts when cancelled', async () => {
    const { model, callsOf } = setup((params) => {
      model.cancel();
      return { part: params.part, dryRun: true, applied: null, lines: [] };
    });
    await model.choose('export.csv', csv(IMPORT_PART_LINES * 2));
    await model.dryRun();
    expect(callsOf('Admission/ImportMosru')).toHaveLength(1);
    expect(model.cancelled.value).toBe(true);
  });
});
