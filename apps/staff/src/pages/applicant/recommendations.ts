/**
 * The programme a career-guidance recommendation names. The navigation page records it as a
 * profRecommendation interaction: the programme's id in OID and in action_data.program, its name
 * in action_data.programName, the industry in action_data.industry, and the college as the
 * interaction's organization. An entry without a programme recommends the industry alone.
 */
import type { Interaction } from '@abitura/contracts';

export interface RecommendedProgram {
  /** The programme's id, when the entry names it. */
  id: number | null;
  name: string | null;
  college: string | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function idOf(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(number) && number > 0 ? number : null;
}

export function recommendedProgram(interaction: Pick<Interaction, 'OID' | 'action_data' | 'organization'>): RecommendedProgram | null {
  const data = interaction.action_data;
  const id = idOf(data.program) ?? idOf(interaction.OID);
  const name = text(data.programName);
  if (id === null && name === null) return null;
  return { id, name, college: interaction.organization?.name ?? null };
}

/** The industry a recommendation was made for, when it says. */
export function recommendedIndustry(interaction: Pick<Interaction, 'action_data'>): string | null {
  return text(interaction.action_data.industry);
}
