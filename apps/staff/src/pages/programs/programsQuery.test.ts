import { describe, expect, it } from 'vitest';
import { filterFromQuery, isNarrowed, queryFromFilter } from '../../models/listQuery.js';
import { DEFAULT_PROGRAMS_FILTER, programListParams, programsQuery } from './programsQuery.js';
import { DEFAULT_SPECIALITIES_FILTER, specialitiesQuery, specialityListParams } from './specialitiesQuery.js';

describe('programmes query', () => {
  it('reads every filter from the address and writes it back in a fixed order', () => {
    const query =
      'search=%D1%81%D0%B2%D1%8F%D0%B7%D1%8C&organization=11&speciality=09.02.07&industry=it&level=3&form=4&studyForm=%D0%9E%D1%87%D0%BD%D0%BE-%D0%B7%D0%B0%D0%BE%D1%87%D0%BD%D0%B0%D1%8F&type=%D0%9F%D0%9F&grade=SCH11&tests=no&sort=budget_places&dir=desc&page=2&pageSize=100';
    const filter = filterFromQuery(programsQuery, query);
    expect(filter).toEqual({
      search: 'связь',
      organization: 11,
      speciality: '09.02.07',
      industry: 'it',
      level: 3,
      educationForm: 4,
      studyForm: 'Очно-заочная',
      programmeType: 'ПП',
      baseGrade: 'SCH11',
      hasTests: false,
      sort: 'budget_places',
      dir: 'desc',
      page: 2,
      pageSize: 100,
    });
    expect(queryFromFilter(programsQuery, filter)).toBe(query);
  });

  it('sends the filters under the contract names, leaving out what is not chosen', () => {
    expect(programListParams(DEFAULT_PROGRAMS_FILTER)).toEqual({ sort: 'code', direction: 'asc', page: 1, pageSize: 25 });
    const filter = filterFromQuery(programsQuery, 'organization=11&speciality=12345&level=13&form=9&studyForm=Заочная&type=ППКРС (2014)&grade=SCH9&tests=yes&industry=it&search=x');
    expect(programListParams(filter)).toEqual({
      search: 'x',
      organization: 11,
      speciality: '12345',
      industry: 'it',
      level: 13,
      education_form: 9,
      study_form: 'Заочная',
      programme_type: 'ППКРС (2014)',
      base_grade: 'SCH9',
      has_tests: true,
      sort: 'code',
      direction: 'asc',
      page: 1,
      pageSize: 25,
    });
  });

  it('drops values the contract would refuse', () => {
    const filter = filterFromQuery(programsQuery, 'organization=0&speciality=9.2.7&level=4&form=10&studyForm=Вечерняя&type=X&grade=SCH10&tests=maybe&industry=ИТ&sort=year');
    expect(filter).toEqual(DEFAULT_PROGRAMS_FILTER);
    expect(isNarrowed(programsQuery, filter)).toBe(false);
    expect(isNarrowed(programsQuery, { ...filter, hasTests: false })).toBe(true);
  });
});

describe('specialities query', () => {
  it('reads industry, level and "offered only" and sends offered only when asked', () => {
    const filter = filterFromQuery(specialitiesQuery, 'industry=healthcare&level=3&offered=yes&sort=colleges&dir=desc');
    expect(filter).toEqual({ ...DEFAULT_SPECIALITIES_FILTER, industry: 'healthcare', level: 3, offeredOnly: true, sort: 'colleges', dir: 'desc' });
    expect(queryFromFilter(specialitiesQuery, filter)).toBe('industry=healthcare&level=3&offered=yes&sort=colleges&dir=desc');
    expect(specialityListParams(filter)).toEqual({ industry: 'healthcare', level: 3, offered: true, sort: 'colleges', direction: 'desc', page: 1, pageSize: 25 });
    expect(specialityListParams(DEFAULT_SPECIALITIES_FILTER)).toEqual({ sort: 'code', direction: 'asc', page: 1, pageSize: 25 });
    expect(filterFromQuery(specialitiesQuery, 'offered=1').offeredOnly).toBe(false);
  });
});
