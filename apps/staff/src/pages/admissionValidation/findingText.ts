/**
 * A finding's sentence in the reader's language: the server's Russian sentence as it is when the
 * interface is Russian; otherwise the check's own sentence (`admissionValidation:sentence.<check>`,
 * with its variant where the server says which: what is missing, how the duplicate was found,
 * whether the test was assigned) filled with the finding's values, the test type in words.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Finding } from '@abitura/contracts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The sentence key of a finding: its check, and the variant its values name. */
export function sentenceKey(finding: Pick<Finding, 'check' | 'values'>): string {
  const { check, values } = finding;
  if (check === 'NO_GIA') return `NO_GIA_${values.missing === 'average' || values.missing === 'both' ? values.missing : 'gia'}`;
  if (check === 'DUPLICATE_PERSON') return `DUPLICATE_PERSON_${values.snils === undefined ? 'name' : 'snils'}`;
  if (check === 'TEST_MISSING') return `TEST_MISSING_${values.state === 'no_result' ? 'no_result' : 'unassigned'}`;
  return check;
}

/** The sentence of a finding (see the module's comment). */
export function findingSentence(finding: Pick<Finding, 'check' | 'message' | 'values'>, language: string, t: Translate): string {
  if (language === 'ru' && finding.message.trim() !== '') return finding.message;
  const test = finding.values.test_type === undefined ? '' : t(`admissionTerms:testType.${finding.values.test_type}`);
  return t(`admissionValidation:sentence.${sentenceKey(finding)}`, { ...finding.values, test, interpolation: { escapeValue: false } });
}

export function useFindingSentence(): (finding: Pick<Finding, 'check' | 'message' | 'values'>) => string {
  const { t, i18n } = useTranslation();
  return useCallback((finding) => findingSentence(finding, i18n.language, t as Translate), [t, i18n.language]);
}
