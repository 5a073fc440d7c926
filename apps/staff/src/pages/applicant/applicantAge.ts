/** An applicant's age in whole years on a day, from the stored birth date ('YYYY-MM-DD'). */
export function ageOn(birthDate: string | null, today: Date): number | null {
  const match = birthDate === null ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const beforeBirthday = today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  const age = today.getFullYear() - year - (beforeBirthday ? 1 : 0);
  return age >= 0 ? age : null;
}
