/**
 * The Russian sentence a board says for a call: «Талон А 7, пройдите к окну 2». ru-RU voices read
 * digits well but a lone consonant badly («Б» may come out as a grunt or be skipped), so letters
 * are spelled by their names, and the desk name is put in the case its preposition needs when it
 * starts with a word we know.
 */

/** How ru-RU voices should say each letter of a service prefix (Cyrillic and Latin). */
const LETTER_NAMES: Readonly<Record<string, string>> = {
  А: 'А', Б: 'Бэ', В: 'Вэ', Г: 'Гэ', Д: 'Дэ', Е: 'Е', Ё: 'Ё', Ж: 'Жэ', З: 'Зэ', И: 'И', Й: 'И краткое',
  К: 'Ка', Л: 'Эль', М: 'Эм', Н: 'Эн', О: 'О', П: 'Пэ', Р: 'Эр', С: 'Эс', Т: 'Тэ', У: 'У', Ф: 'Эф',
  Х: 'Ха', Ц: 'Цэ', Ч: 'Че', Ш: 'Ша', Щ: 'Ща', Ъ: 'Твёрдый знак', Ы: 'Ы', Ь: 'Мягкий знак', Э: 'Э',
  Ю: 'Ю', Я: 'Я',
  A: 'Эй', B: 'Би', C: 'Си', D: 'Ди', E: 'И', F: 'Эф', G: 'Джи', H: 'Эйч', I: 'Ай', J: 'Джей', K: 'Кей',
  L: 'Эль', M: 'Эм', N: 'Эн', O: 'О', P: 'Пи', Q: 'Кью', R: 'Ар', S: 'Эс', T: 'Ти', U: 'Ю', V: 'Ви',
  W: 'Дабл-ю', X: 'Икс', Y: 'Уай', Z: 'Зед',
};

/** Desk words the sentence can decline: «Окно 2» -> «к окну 2». (\b knows only Latin letters.) */
const DESK_PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^окно(?!\p{L})\s*(.*)$/iu, 'к окну'],
  [/^кабинет(?!\p{L})\s*(.*)$/iu, 'в кабинет'],
  [/^касса(?!\p{L})\s*(.*)$/iu, 'к кассе'],
  [/^стол(?!\p{L})\s*(.*)$/iu, 'к столу'],
  [/^стойка(?!\p{L})\s*(.*)$/iu, 'к стойке'],
  [/^аудитория(?!\p{L})\s*(.*)$/iu, 'в аудиторию'],
];

const CODE_PATTERN = /^(\p{L}+)\s*-?\s*(\d+)$/u;

/** «А-007» -> «А 7», «КП-012» -> «Ка Пэ 12»; anything else is said as it is written. */
export function spokenCode(code: string): string {
  const match = CODE_PATTERN.exec(code.trim());
  if (!match) return code;
  const [, prefix = '', digits = ''] = match;
  const letters = [...prefix.toUpperCase()].map((letter) => LETTER_NAMES[letter] ?? letter);
  return `${letters.join(' ')} ${Number.parseInt(digits, 10)}`;
}

/** «Окно 2» -> «пройдите к окну 2»; a desk named otherwise is named after a comma. */
export function spokenDesk(desk: string): string {
  const name = desk.trim();
  for (const [pattern, phrase] of DESK_PHRASES) {
    const match = pattern.exec(name);
    if (match) return `пройдите ${phrase}${match[1] ? ` ${match[1]}` : ''}`;
  }
  return name === '' ? '' : `пройдите: ${name}`;
}

/** The whole announcement; a recall says so first, so people who heard it once look again. */
export function announcementText(call: { code: string; desk: string; recall?: boolean }): string {
  const desk = spokenDesk(call.desk);
  const sentence = `Талон ${spokenCode(call.code)}${desk === '' ? '' : `, ${desk}`}.`;
  return call.recall ? `Повторный вызов. ${sentence}` : sentence;
}
