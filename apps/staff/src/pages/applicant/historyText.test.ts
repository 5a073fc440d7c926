import { describe, expect, it } from 'vitest';
import { historyFieldText, historyValueText, type HistoryLabels } from './historyText.js';

const labels: HistoryLabels = {
  field: (field) => `«${field}»`,
  term: (group, value) => `${group}:${value}`,
  admission: (group, value) => `${group}/${value}`,
  mark: (value) => value.toFixed(2).replace('.', ','),
  listed: {},
  yes: 'да',
  no: 'нет',
  date: (stored) => stored.split('-').reverse().join('.'),
  dateTime: (instant) => instant,
  numbered: (id) => `№ ${id}`,
};

describe('the history of an application\'s fields', () => {
  it('names the codes of states, rejection reasons, filing methods, consent and test outcomes as admission terms', () => {
    expect(historyValueText('state', 'accepted', labels)).toBe('state/accepted');
    expect(historyValueText('rejection_reason', 'test_failed', labels)).toBe('rejection/test_failed');
    expect(historyValueText('filing_method', 'mosru', labels)).toBe('filing/mosru');
    expect(historyValueText('consent', 'accepted', labels)).toBe('consent/accepted');
    expect(historyValueText('test_result', 'passed', labels)).toBe('testOutcome/passed');
    expect(historyValueText('test_result', { outcome: 'passed', points: 72 }, labels)).toBe('testOutcome/passed, 72');
  });

  it('keeps the applicant\'s own consent record as it was shown', () => {
    expect(historyValueText('consent', { status: 'accepted', by: 'self' }, labels)).toBe('consent:accepted, consentBy:self');
  });

  it('names what a field points at by the name the server gives, the entry\'s own, or its number', () => {
    expect(historyValueText('group', 71, labels, 'Колледж связи № 54, 09.02.07')).toBe('Колледж связи № 54, 09.02.07');
    expect(historyValueText('group', 71, labels)).toBe('№ 71');
    expect(historyValueText('group', { program: { code: '09.02.07', name: 'Программирование' }, college: { name: 'Колледж № 54' }, funding: 'paid', base: 'SCH9' }, labels)).toBe(
      '09.02.07 Программирование, Колледж № 54, funding/paid, base/SCH9',
    );
    expect(historyValueText('original_college', { id: 22, name: 'Колледж архитектуры' }, labels)).toBe('Колледж архитектуры');
    expect(historyValueText('application_id', 801, labels)).toBe('№ 801');
    expect(historyValueText('test_session', null, labels)).toBe('—');
  });

  it('shows averages with two decimals, phones formatted, flags and priorities as they are', () => {
    expect(historyValueText('average_mark', 4.5, labels)).toBe('4,50');
    expect(historyValueText('guardian_phone', '+79161234567', labels)).toBe('+7 (916) 123-45-67');
    expect(historyValueText('test_attended', true, labels)).toBe('да');
    expect(historyValueText('original_documents', false, labels)).toBe('нет');
    expect(historyValueText('priority', 2, labels)).toBe('2');
    expect(historyFieldText('average_mark', labels)).toBe('«average_mark»');
  });
});
