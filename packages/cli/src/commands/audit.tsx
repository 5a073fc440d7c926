import { auditFindings, loadAuditData, SEVERITIES, type Finding, type Severity } from '../access/audit.js';
import type { CommandHandler } from '../core/command.js';
import { EXIT } from '../core/exitCodes.js';
import { Table } from '../render/Table.js';

/** --fail-on: the least severe finding that fails the run, or `none` to report without failing. */
export const FAIL_ON = [...SEVERITIES, 'none'] as const;
export type FailOn = (typeof FAIL_ON)[number];

export interface AuditArgs {
  failOn: FailOn;
  staleDays: number;
}

/** Whether a finding is at or above the --fail-on level. */
export function failsOn(finding: Finding, failOn: FailOn): boolean {
  return failOn !== 'none' && SEVERITIES.indexOf(finding.severity) >= SEVERITIES.indexOf(failOn);
}

/**
 * `access audit`: pages, actions and permissions no role grants, accounts with `admin`,
 * accounts idle for --stale-days that still hold permissions, new and suspended accounts with
 * live sessions. Exit 1 when a finding is at or above --fail-on, so CI can run it.
 */
export const audit: CommandHandler<AuditArgs> = async ({ sdk, io, args }) => {
  const options = { now: io.now(), staleDays: args.staleDays };
  const findings = auditFindings(await io.during(io.t('audit.loading'), loadAuditData(sdk, options)), options);
  const failing = findings.filter((finding) => failsOn(finding, args.failOn));
  const counts = Object.fromEntries(SEVERITIES.map((severity) => [severity, findings.filter((finding) => finding.severity === severity).length])) as Record<Severity, number>;
  const { t } = io;
  if (io.json) {
    io.printJson({
      failOn: args.failOn,
      staleDays: args.staleDays,
      counts,
      failed: failing.length > 0,
      findings: findings.map((finding) => ({ severity: finding.severity, check: finding.check, subject: finding.subject, message: t(finding.message, finding.vars) })),
    });
  } else {
    if (findings.length > 0) {
      io.show(
        <Table
          columns={[
            { header: t('col.severity'), cell: (row: Finding) => t(`severity.${row.severity}`) },
            { header: t('col.check'), cell: (row) => t(`check.${row.check}`) },
            { header: t('col.subject'), cell: (row) => row.subject },
            { header: t('col.finding'), cell: (row) => t(row.message, row.vars) },
          ]}
          rows={findings}
        />,
      );
    }
    io.print(t('audit.summary', { errors: counts.error, warnings: counts.warning, infos: counts.info }));
    io.note(failing.length > 0 ? t('audit.failed', { count: failing.length, failOn: args.failOn }) : t('audit.passed', { failOn: args.failOn }));
  }
  return failing.length > 0 ? EXIT.problems : EXIT.ok;
};
