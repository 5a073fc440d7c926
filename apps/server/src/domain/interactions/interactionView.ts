import type { Interaction } from '@abitura/contracts';
import { INTERACTION_TYPES, type InteractionTypeEntry } from '@abitura/contracts/vocabulary';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { abiturientInteractions, organizations, users } from '../../db/schema/index.js';

type Row = typeof abiturientInteractions.$inferSelect;

const TYPES = new Map<string, InteractionTypeEntry>(INTERACTION_TYPES.map((entry) => [entry.type, entry]));

/** The vocabulary entry of a type, or null for a type the vocabulary no longer (or never) had. */
export function interactionTypeOf(type: string): InteractionTypeEntry | null {
  return TYPES.get(type) ?? null;
}

/**
 * How a type reads on the timeline. Legacy entries may carry a type the vocabulary does not know:
 * they still show, as a staff entry named by the type itself.
 */
export function interactionLook(type: string): Pick<Interaction, 'name' | 'color' | 'icon' | 'category'> {
  const entry = interactionTypeOf(type);
  if (entry === null) return { name: type, color: 'neutral', icon: 'notes', category: 'users' };
  return { name: entry.name, color: entry.color, icon: entry.icon, category: entry.category };
}

export interface InteractionRow {
  interaction: Row;
  organizationName: string | null;
  authorName: string | null;
}

/** An interaction as the timeline shows it. */
export function toInteraction({ interaction: row, organizationName, authorName }: InteractionRow): Interaction {
  return {
    id: row.id,
    person: row.abiturientId,
    type: row.type,
    ...interactionLook(row.type),
    result: row.result,
    organization: row.organizationId !== null && organizationName !== null ? { id: row.organizationId, name: organizationName } : null,
    OID: row.oid,
    action_data: row.actionData as Interaction['action_data'],
    // An author whose account was deleted leaves the entry anonymous.
    author: row.authorId !== null && authorName !== null ? { id: row.authorId, name: authorName } : null,
    date: row.occurredAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

/** `select … from abiturient_interactions` with the organization's and the author's names. */
export function selectInteractionRows(db: Db) {
  return db
    .select({ interaction: abiturientInteractions, organizationName: organizations.name, authorName: users.fullName })
    .from(abiturientInteractions)
    .leftJoin(organizations, eq(organizations.id, abiturientInteractions.organizationId))
    .leftJoin(users, eq(users.id, abiturientInteractions.authorId))
    .$dynamic();
}
