/**
 * 'Иванова Анна Сергеевна' as 'Иванова А. С.': the short form Russian documents sign with, and
 * what a responsible contact records as who entered it. A one-word name stays as it is.
 */
export function shortPersonName(fullName: string): string {
  const [surname = '', ...given] = fullName.trim().split(/\s+/);
  return [surname, ...given.map((name) => `${name.charAt(0).toUpperCase()}.`)].join(' ');
}
