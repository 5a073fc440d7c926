import { describe, expect, it } from 'vitest';
import { admissionApplication } from '../testing/admissionRecords.js';
import { receiptDocument, receiptNumber, receivedDocuments, statementDocument } from './statementDocuments.js';

/** Every text of a pdfmake definition, in order. */
function textsOf(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(textsOf);
  if (node && typeof node === 'object') return Object.entries(node).filter(([key]) => key !== 'style' && key !== 'layout').flatMap(([, value]) => textsOf(value));
  return [];
}

describe('the printed statement', () => {
  it('addresses the college\'s director and holds the applicant, the programme and the statement\'s facts', () => {
    const document = statementDocument(admissionApplication(5, { preferential_right: true, external_number: 'M-77', filing_method: 'mosru' }), { today: '2026-07-01T09:00:00Z' });
    const text = textsOf(document.content).join('\n');
    expect(text).toContain('Директору\nКолледж связи № 54');
    expect(text).toContain('ЗАЯВЛЕНИЕ');
    expect(text).toContain('09.02.07 «Информационные системы и программирование» на базе основного общего образования (9 классов), форма финансирования: бюджет.');
    expect(text).toContain('15.03.2010');
    expect(text).toContain('112-233-445 95');
    expect(text).toContain('4,55');
    expect(text).toContain('Математика: 5; Русский язык: 4');
    expect(text).toContain('Победитель или призёр чемпионата «Абилимпикс» (2 б.)');
    expect(text).toContain('Через mos.ru, № M-77');
    expect(text).toContain('оригинал сдан в приёмную комиссию');
    expect(text).toContain('подпись законного представителя');
    expect(text).toContain('Дата печати: 01.07.2026');
  });
});

describe('the receipt of documents', () => {
  it('is numbered by the application and the season and lists what was received', () => {
    const item = admissionApplication(5, { original_documents: false, consent: 'accepted' });
    expect(receiptNumber(item, 2026)).toBe('5/2026');
    expect(receivedDocuments(item)).toEqual(['Заявление о приёме', 'Копия документа, удостоверяющего личность', 'Копия документа об образовании', 'Фотографии 3×4 см, 4 шт.', 'Согласие на зачисление']);
    const withTest = admissionApplication(6, { group: { ...item.group, test_type: 5399582 } });
    expect(receivedDocuments(withTest)).toContain('Оригинал документа об образовании');
    expect(receivedDocuments(withTest)).toContain('Медицинская справка (для программ со вступительным испытанием)');
    const text = textsOf(receiptDocument(item, { today: '2026-07-01T09:00:00Z', staff: 'Смирнова Ольга', year: 2026 }).content).join('\n');
    expect(text).toContain('РАСПИСКА № 5/2026');
    expect(text).toContain('Документы принял: Смирнова Ольга');
    expect(text).toContain('Дата: 01.07.2026');
  });
});
