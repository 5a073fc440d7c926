/**
 * A finding's sentence in the reader's language: the server's Russian sentence as it is when the
 * interface is Russian; otherwise the check's name with the values the sentence names, each under
 * its word (`admissionValidation:values.<name>`), test types and severities in words too.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Finding } from '@abitura/contracts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The values of a finding as "word: value" pieces, in the server's order. */
export function valuePieces(values: Finding['values'], t: Translate): string[] {
  return Object.entries(values).map(([name, value]) => {
    const word = t(`admissionValidation:values.${name}`, { defaultValue: name });
    const shown = name === 'test_type' ? t(`admissionTerms:testType.${value}`, { defaultValue: String(value) }) : String(value);
    return `${word}: ${shown}`;
  });
}

/** The sentence of a finding (see the module's comment). */
export function findingSentence(finding: Pick<Finding, 'check' | 'message' | 'values'>, language: string, t: Translate): string {
  if (language === 'ru' && finding.message.trim() !== '') return finding.message;
  const name = t(`admissionTerms:check.${finding.check}`);
  const pieces = valuePieces(finding.values, t);
  return pieces.length === 0 ? name : `${name} (${pieces.join('; ')})`;
}

export function useFindingSentence(): (finding: Pick<Finding, 'check' | 'message' | 'values'>) => string {
  const { t, i18n } = useTranslation();
  return useCallback((finding) => findingSentence(finding, i18n.language, t as Translate), [t, i18n.language]);
}
