import { describe, it, expect } from 'vitest';
import { HAND_RECORDED_TYPES, INTERACTION_TYPES, SYSTEM_INTERACTION_TYPES, isCallInteractionType, isSystemInteractionType } from './interactionTypes.js';

const REQUIRED = [
  'added', 'work', 'workend', 'wait', 'incall', 'outcall', 'recall', 'visit', 'send', 'enrolled', 'bail', 'decline',
  'description', 'sendEMail', 'sendSMS', 'recommendedForEnroll', 'mosru', 'survey', 'survey_mesh', 'benefit',
  'achievement', 'gia_result', 'entrance_tests',
];

describe('INTERACTION_TYPES', () => {
  it('has about forty types, including every one the SPEC names', () => {
    expect(INTERACTION_TYPES.length).toBeGreaterThanOrEqual(35);
    expect(INTERACTION_TYPES.length).toBeLessThanOrEqual(45);
    const types = INTERACTION_TYPES.map((t) => t.type);
    for (const type of REQUIRED) expect(types).toContain(type);
  });

  it('has unique ids, types and priorities', () => {
    for (const key of ['id', 'type', 'priority'] as const) {
      const values = INTERACTION_TYPES.map((t) => t[key]);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('gives every type a palette color, an icon name and a known status', () => {
    for (const entry of INTERACTION_TYPES) {
      expect(['primary', 'neutral', 'danger', 'success', 'warning']).toContain(entry.color);
      expect(entry.icon).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(['active', 'archived']).toContain(entry.status);
      expect(Number.isInteger(entry.priority)).toBe(true);
    }
  });

  it('marks exactly added, work, workend and wait as system types', () => {
    const system = INTERACTION_TYPES.filter((t) => t.category === 'system').map((t) => t.type);
    expect(system).toEqual([...SYSTEM_INTERACTION_TYPES]);
    expect(system).toEqual(['added', 'work', 'workend', 'wait']);
  });

  it('recognises system types', () => {
    expect(isSystemInteractionType('workend')).toBe(true);
    expect(isSystemInteractionType('incall')).toBe(false);
    expect(isSystemInteractionType(undefined)).toBe(false);
  });
});

describe('HAND_RECORDED_TYPES', () => {
  it('offers the active users\' types by priority, without the calls and callbackScheduled, which only the call form records', () => {
    const codes = HAND_RECORDED_TYPES.map((entry) => entry.type);
    expect(codes).not.toContain('callbackScheduled');
    expect(codes).not.toContain('incall');
    expect(codes).not.toContain('outcall');
    expect(isCallInteractionType('outcall')).toBe(true);
    expect(isCallInteractionType('recall')).toBe(false);
    expect(codes).toContain('recall');
    expect(HAND_RECORDED_TYPES.every((entry) => entry.category === 'users' && entry.status === 'active')).toBe(true);
    expect(HAND_RECORDED_TYPES.map((entry) => entry.priority)).toEqual([...HAND_RECORDED_TYPES.map((entry) => entry.priority)].sort((a, b) => a - b));
    expect(HAND_RECORDED_TYPES.length).toBe(INTERACTION_TYPES.filter((entry) => entry.category === 'users' && entry.status === 'active').length - 3);
  });
});
