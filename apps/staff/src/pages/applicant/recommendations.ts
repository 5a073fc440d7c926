/**
 * The programmes a career-guidance recommendation names. A profRecommendation interaction carries
 * the programme's id in OID and its details in action_data (`program`, or `programs` for several:
 * an object with code, name and college, or just a name); older entries may hold only the OID.
 */
import type { Interaction } from '@abitura/sdk/contracts';

export interface RecommendedProgram {
  /** The programme's id, when the entry names it. */
  id: number | null;
  code: string | null;
  name: string | null;
  college: string | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : null;
}

function idOf(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(number) && number > 0 ? number : null;
}

function programOf(value: unknown): RecommendedProgram | null {
  if (typeof value === 'string') return text(value) === null ? null : { id: null, code: null, name: text(value), college: null };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entry = value as Record<string, unknown>;
  const college = entry.organization ?? entry.college;
  const collegeName = typeof college === 'object' && college !== null ? text((college as Record<string, unknown>).short_name) ?? text((college as Record<string, unknown>).name) : text(college);
  const program = { id: idOf(entry.id), code: text(entry.code), name: text(entry.name), college: collegeName };
  return program.code === null && program.name === null && program.id === null ? null : program;
}

export function recommendedPrograms(interaction: Pick<Interaction, 'OID' | 'action_data'>): RecommendedProgram[] {
  const data = interaction.action_data;
  const listed = Array.isArray(data.programs) ? data.programs : data.program === undefined ? [] : [data.program];
  const programs = listed.map(programOf).filter((program): program is RecommendedProgram => program !== null);
  if (programs.length > 0) {
    // The OID names the programme of a single-programme entry that left its id out.
    const oid = idOf(interaction.OID);
    return programs.length === 1 && programs[0]!.id === null && oid !== null ? [{ ...programs[0]!, id: oid }] : programs;
  }
  const oid = idOf(interaction.OID);
  return oid === null ? [] : [{ id: oid, code: null, name: null, college: null }];
}

/** The industry a recommendation was made for (action_data.industry), when it says. */
export function recommendedIndustry(interaction: Pick<Interaction, 'action_data'>): string | null {
  return text(interaction.action_data.industry);
}
