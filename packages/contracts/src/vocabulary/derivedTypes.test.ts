import { describe, it, expectTypeOf } from 'vitest';
import type {
  AchievementCode,
  CountryCode,
  DistrictCode,
  EducationFormId,
  EducationLevel,
  InteractionType,
  MrsdNumber,
  OkrugCode,
  RegionCode,
  Tag,
  UserStatus,
} from './index.js';

// Checked by tsc, not at run time: the unions must stay literal, never widen to string or number.
describe('derived union types', () => {
  it('stay literal', () => {
    expectTypeOf<DistrictCode>().toEqualTypeOf<
      'CAO' | 'SAO' | 'SVAO' | 'VAO' | 'UVAO' | 'UAO' | 'UZAO' | 'ZAO' | 'SZAO' | 'ZelAO' | 'NAO' | 'TAO'
    >();
    expectTypeOf<OkrugCode>().toEqualTypeOf<DistrictCode | 'OUT'>();
    expectTypeOf<EducationLevel>().toEqualTypeOf<1 | 2 | 3 | 13>();
    expectTypeOf<EducationFormId>().toEqualTypeOf<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9>();
    expectTypeOf<UserStatus>().toEqualTypeOf<'new' | 'active' | 'banned' | 'suspended'>();
    expectTypeOf<Tag>().toEqualTypeOf<'priority_ca_1' | 'priority_ca_2' | 'prkom2024' | 'passing2oge' | 'cbb_not_actions'>();
    expectTypeOf<'77'>().toExtend<RegionCode>();
    expectTypeOf<'RU'>().toExtend<CountryCode>();
    expectTypeOf<37>().toExtend<MrsdNumber>();
    expectTypeOf<'survey_mesh'>().toExtend<InteractionType>();
    expectTypeOf<'none'>().toExtend<AchievementCode>();
    expectTypeOf<string>().not.toExtend<RegionCode>();
    expectTypeOf<number>().not.toExtend<MrsdNumber>();
  });
});
