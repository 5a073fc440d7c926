import type { ActionParams } from '@abitura/sdk';
import type { ApplicantFilter } from '@abitura/contracts';
import { Option, type Command } from 'commander';
import type { Translate } from './i18n/locale.js';

/** Repeatable or comma-separated values of a list filter: --status a --status b, or --status a,b. */
const collect = (value: string, previous: string[] | undefined): string[] => [...(previous ?? []), ...value.split(',').map((item) => item.trim()).filter(Boolean)];

/**
 * The working list's filters as options of `applicants export`: each option is one field of the
 * contract's applicantFilter (kebab-case on the command line), so the server checks them as it
 * checks the staff app's, and a bad value comes back as a usage error naming the field.
 */
const FIELDS: ReadonlyArray<{ flag: string; field: keyof ApplicantFilter; list?: boolean; number?: boolean }> = [
  { flag: 'search', field: 'search' },
  { flag: 'status', field: 'processing_status', list: true },
  { flag: 'category', field: 'category', list: true },
  { flag: 'tag', field: 'tags', list: true },
  { flag: 'flag', field: 'flags', list: true },
  { flag: 'readiness', field: 'readiness', list: true },
  { flag: 'grade', field: 'grade' },
  { flag: 'graduation-year', field: 'graduation_year', number: true },
  { flag: 'okrug', field: 'okrug' },
  { flag: 'district', field: 'district' },
  { flag: 'school', field: 'school_id', number: true },
  { flag: 'curator', field: 'curator' },
  { flag: 'intent', field: 'intent' },
  { flag: 'industry', field: 'industry' },
  { flag: 'created-from', field: 'created_from' },
  { flag: 'created-to', field: 'created_to' },
];

/** The export's params less its columns: the working list's filter with its sort. */
export type ExportFilter = Omit<ActionParams<'Abiturient/Export'>, 'columns'>;

const camel = (flag: string): string => flag.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

export const readFilters = {
  declare(command: Command, t: Translate): void {
    for (const { flag, list } of FIELDS) {
      const option = new Option(list ? `--${flag} <values>` : `--${flag} <value>`, t('opt.filter', { field: flag }));
      command.addOption(list ? option.argParser(collect) : option);
    }
    command.option('--columns <list>', t('opt.columns'), collect);
    command.addOption(new Option('--sort <column>', t('opt.sort')));
    command.addOption(new Option('--direction <direction>', t('opt.direction')).choices(['asc', 'desc']));
  },
  /** The filter as the contract takes it (unchecked: the server's check names what is wrong). */
  read(options: Record<string, unknown>): { filter: ExportFilter; columns: string[] | undefined } {
    const filter: Record<string, unknown> = {};
    for (const { flag, field, number } of FIELDS) {
      const value = options[camel(flag)];
      if (value === undefined) continue;
      filter[field] = number && typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    }
    if (filter['curator'] !== undefined && /^\d+$/.test(String(filter['curator']))) filter['curator'] = Number(filter['curator']);
    for (const key of ['sort', 'direction'] as const) if (options[key] !== undefined) filter[key] = options[key];
    return { filter: filter as ExportFilter, columns: options['columns'] as string[] | undefined };
  },
};
