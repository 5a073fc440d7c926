import { describe, expect, it } from 'vitest';
import { createRandom } from './prng.js';
import { agreesInGender, FEMALE_NAMES, feminineSurname, fullName, MALE_NAMES, parseFullName, randomRussianName, SURNAMES, transliterate } from './russianNames.js';

const maleNames = new Set(MALE_NAMES.map((entry) => entry.name));

describe('Russian names', () => {
  it.each([
    ['Иванов', 'Иванова'],
    ['Соловьёв', 'Соловьёва'],
    ['Никитин', 'Никитина'],
    ['Островский', 'Островская'],
    ['Троицкий', 'Троицкая'],
    ['Толстой', 'Толстая'],
    ['Шевченко', 'Шевченко'],
    ['Черных', 'Черных'],
  ])('feminizes %s as %s', (male, female) => {
    expect(feminineSurname(male)).toBe(female);
  });

  it('has no duplicates and stores surnames in the masculine form', () => {
    expect(new Set(SURNAMES).size).toBe(SURNAMES.length);
    expect(new Set(FEMALE_NAMES).size).toBe(FEMALE_NAMES.length);
    expect(maleNames.size).toBe(MALE_NAMES.length);
    for (const surname of SURNAMES) expect(surname).not.toMatch(/(ова|ева|ёва|ина|ская|цкая)$/);
    for (const { son, daughter } of MALE_NAMES) {
      expect(son).toMatch(/ич$/);
      expect(daughter).toMatch(/(вна|чна)$/);
    }
  });

  it('gives every drawn name one gender throughout', () => {
    const random = createRandom(11);
    for (let i = 0; i < 500; i += 1) {
      const name = randomRussianName(random, i % 2 === 0 ? 'female' : 'male');
      expect(agreesInGender(name), fullName(name)).toBe(true);
    }
  });

  it('writes the full name surname first, and reads it back', () => {
    const name = { gender: 'female', surname: 'Иванова', firstName: 'Анна', patronymic: 'Сергеевна' } as const;
    expect(fullName(name)).toBe('Иванова Анна Сергеевна');
    expect(parseFullName('Иванова Анна Сергеевна', 'female')).toEqual(name);
    expect(parseFullName('Иванова Анна', 'female')).toBeNull();
  });

  it('tells a name that mixes genders', () => {
    expect(agreesInGender({ gender: 'female', surname: 'Иванова', firstName: 'Анна', patronymic: 'Сергеевна' })).toBe(true);
    expect(agreesInGender({ gender: 'female', surname: 'Иванов', firstName: 'Анна', patronymic: 'Сергеевна' })).toBe(false);
    expect(agreesInGender({ gender: 'female', surname: 'Иванова', firstName: 'Анна', patronymic: 'Сергеевич' })).toBe(false);
    expect(agreesInGender({ gender: 'male', surname: 'Иванов', firstName: 'Анна', patronymic: 'Сергеевич' })).toBe(false);
    expect(agreesInGender({ gender: 'male', surname: 'Островский', firstName: 'Илья', patronymic: 'Ильич' })).toBe(true);
    expect(agreesInGender({ gender: 'male', surname: 'Шевченко', firstName: 'Илья', patronymic: 'Львович' })).toBe(true);
  });

  it.each([
    ['Дмитрий', 'dmitriy'],
    ['Журавлёва', 'zhuravleva'],
    ['Юлия', 'yuliya'],
    ['Щербаков', 'shcherbakov'],
    ['Кудрявцева', 'kudryavtseva'],
    ['Хохлов', 'khokhlov'],
    ['Соловьёв', 'solovev'],
  ])('transliterates %s as %s', (cyrillic, latin) => {
    expect(transliterate(cyrillic)).toBe(latin);
  });
});
