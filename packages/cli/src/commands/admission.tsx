import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { rankSnapshot, readSnapshot, type RankingResult } from '@abitura/contracts/ranking';
import type { CommandHandler } from '../core/command.js';
import { EXIT, usageError } from '../core/exitCodes.js';
import { Table } from '../render/Table.js';

export interface RankArgs {
  file: string;
}

/**
 * `abitura admission rank FILE`: the season's ranking of a snapshot file, by the same module the
 * server ranks with, so a committee member checks the published lists offline. `--json` prints
 * the result exactly in the snapshot's result format. A file that is not a snapshot is bad input
 * (exit 2): every problem on standard error, nothing on standard output.
 */
export const admissionRank: CommandHandler<RankArgs> = async ({ io, args }) => {
  const file = resolve(io.cwd, args.file);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw usageError(io.t('file.unreadable', { file: args.file, reason: (error as NodeJS.ErrnoException).code ?? String(error) }));
  }
  let input: unknown;
  try {
    input = JSON.parse(text) as unknown;
  } catch (error) {
    throw usageError(io.t('rank.badJson', { file: args.file, reason: error instanceof Error ? error.message : String(error) }));
  }
  const read = readSnapshot(input, io.locale);
  if (!read.ok) throw usageError([io.t('rank.badSnapshot', { file: args.file, count: read.problems.length }), ...read.problems.map((problem) => `  ${problem}`)].join('\n'));
  const result = rankSnapshot(read.snapshot);
  if (io.json) io.printJson(result);
  else showRanking(io, result);
  return EXIT.ok;
};

function showRanking(io: Parameters<CommandHandler<RankArgs>>[0]['io'], result: RankingResult): void {
  const { t } = io;
  io.show(<Table columns={[{ header: t('rank.applicant'), cell: (row) => row.applicant }, { header: t('rank.program'), cell: (row) => row.program }, { header: t('rank.status'), cell: (row) => t(`rank.statuses.${row.status}`) }]} rows={result.applications} />);
  if (result.cutoffs.length > 0) {
    io.print('');
    io.show(<Table columns={[{ header: t('rank.program'), cell: (row) => row.program }, { header: t('rank.cutoffScore'), cell: (row) => String(row.score), right: true }, { header: t('rank.cutoffPoints'), cell: (row) => String(row.points), right: true }]} rows={result.cutoffs} />);
  }
  io.note(t('rank.summary', { applications: result.applications.length, placed: result.applications.filter((row) => row.status === 'OK' || row.status === 'RISK').length, full: result.cutoffs.length }));
}
