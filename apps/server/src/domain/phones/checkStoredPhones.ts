import { readPhone } from '@abitura/contracts/validation';
import { STORED_PHONES_LISTED, type checkStoredPhones, type PhoneHolderKind, type StoredPhonesCheck, type UnreadablePhone } from '@abitura/contracts';
import { and, asc, gt, isNotNull, sql } from 'drizzle-orm';
import type { Handler } from '../../actions/handlerTypes.js';
import type { Db } from '../../db/open.js';
import { abiturients, organizationResponsibles, organizations, users } from '../../db/schema/index.js';

/** Applicants read per query: the scan walks the table by id, never holding it whole. */
const APPLICANTS_PER_READ = 5_000;

const KIND_ORDER: readonly PhoneHolderKind[] = ['applicant', 'organization', 'contact', 'user'];

interface Holder {
  kind: PhoneHolderKind;
  id: number;
  name: string;
  phones: readonly string[];
}

/** Tally of the numbers read and those the rule does not read. */
class Findings {
  checked = 0;
  readonly found: UnreadablePhone[] = [];

  read({ kind, id, name, phones }: Holder): void {
    for (const phone of phones) {
      // An empty value is no number, not a bad one.
      if (phone.trim() === '') continue;
      this.checked += 1;
      const reading = readPhone(phone);
      if (!reading.ok) this.found.push({ kind, id, name, phone, problem: reading.problem });
    }
  }
}

async function readApplicants(db: Db, findings: Findings): Promise<void> {
  for (let after = 0; ; ) {
    const rows = await db
      .select({ id: abiturients.id, lastName: abiturients.lastName, firstName: abiturients.firstName, middleName: abiturients.middleName, phones: abiturients.phones })
      .from(abiturients)
      .where(and(gt(abiturients.id, after), sql`cardinality(${abiturients.phones}) > 0`))
      .orderBy(asc(abiturients.id))
      .limit(APPLICANTS_PER_READ);
    for (const row of rows) {
      findings.read({ kind: 'applicant', id: row.id, name: [row.lastName, row.firstName, row.middleName].filter(Boolean).join(' '), phones: row.phones });
    }
    const last = rows.at(-1);
    if (!last || rows.length < APPLICANTS_PER_READ) return;
    after = last.id;
  }
}

/**
 * Every stored number through the phone fields' own rule (readPhone), so what counts as
 * unreadable here is exactly what a field would refuse; no copy of the rule in SQL. A contact is
 * listed under its organization, whose card is where it is edited.
 */
export async function checkStoredPhonesIn(db: Db): Promise<StoredPhonesCheck> {
  const findings = new Findings();
  await readApplicants(db, findings);
  for (const row of await db.select({ id: organizations.id, name: organizations.name, phone: organizations.phone }).from(organizations).where(isNotNull(organizations.phone))) {
    findings.read({ kind: 'organization', id: row.id, name: row.name, phones: [row.phone ?? ''] });
  }
  const contacts = await db
    .select({ orgId: organizationResponsibles.orgId, fullname: organizationResponsibles.fullname, phone: organizationResponsibles.phone })
    .from(organizationResponsibles)
    .where(isNotNull(organizationResponsibles.phone));
  for (const row of contacts) findings.read({ kind: 'contact', id: row.orgId, name: row.fullname ?? '', phones: [row.phone ?? ''] });
  for (const row of await db.select({ id: users.id, name: users.fullName, phone: users.phone }).from(users).where(isNotNull(users.phone))) {
    findings.read({ kind: 'user', id: row.id, name: row.name, phones: [row.phone ?? ''] });
  }
  const items = findings.found
    .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || a.name.localeCompare(b.name, 'ru') || a.id - b.id)
    .slice(0, STORED_PHONES_LISTED);
  return { checked: findings.checked, found: findings.found.length, items };
}

/** Phones/CheckStored. */
export const checkStoredPhonesHandler: Handler<typeof checkStoredPhones> = (_params, ctx) => checkStoredPhonesIn(ctx.db);
