/**
 * The applicant's standing: category, readiness, tracking stage, how they heard of the colleges,
 * the curator, the status flags, tags, preferential flags and refusal reasons; and the career
 * interests (intents and industries) the proforientation tab shows.
 */
import { useTranslation } from 'react-i18next';
import { PREFERENTIAL_FLAGS, REFUSAL_REASONS, STATUS_FLAGS, TAGS, TRACKING_STAGES } from '@abitura/contracts/vocabulary';
import { ChoiceField } from '../../components/ChoiceField.js';
import { useTermLabel, type TermGroup } from '../../components/TermChip.js';
import { choicesOf, useReferenceList } from '../../models/referenceLists.js';
import { CheckboxGroup, flagsFrom, tickedKeys } from './CheckboxGroup.js';
import { CuratorField } from './CuratorField.js';
import { errorOf as problemsOf, FormSection, formPart, Wide, type FormPartProps } from './FormSection.js';

function useTermChoices() {
  const term = useTermLabel();
  return (group: TermGroup, entries: readonly { value: string }[]) => entries.map((entry) => ({ value: entry.value, label: term(group, entry.value) }));
}

export const StatusFields = formPart(function StatusFields({ values, set, headingLevel, ...problems }: FormPartProps) {
  const errorOf = problemsOf(problems);
  const { t } = useTranslation('applicant');
  const termChoices = useTermChoices();
  const categories = useReferenceList('applicantCategories');
  const readiness = useReferenceList('readiness');
  const sources = useReferenceList('informationSources');
  return (
    <FormSection title={t('form.sections.status')} headingLevel={headingLevel} columns={3}>
      <ChoiceField name="category" label={t('fields.category')} value={values.category} choices={choicesOf(categories.items)} noneLabel={t('form.notChosen')} onChange={(value) => set('category', value)} error={errorOf('category')} />
      <ChoiceField name="readiness" label={t('fields.readiness')} value={values.readiness} choices={choicesOf(readiness.items)} noneLabel={t('form.notChosen')} onChange={(value) => set('readiness', value)} error={errorOf('readiness')} />
      <ChoiceField
        name="tracking_stage"
        label={t('fields.tracking_stage')}
        value={values.tracking_stage}
        choices={termChoices('trackingStage', TRACKING_STAGES)}
        noneLabel={t('form.notChosen')}
        onChange={(value) => set('tracking_stage', value)}
        error={errorOf('tracking_stage')}
      />
      <ChoiceField
        name="information_source"
        label={t('fields.information_source')}
        value={values.information_source}
        choices={choicesOf(sources.items)}
        noneLabel={t('form.notChosen')}
        onChange={(value) => set('information_source', value)}
        error={errorOf('information_source')}
      />
      <CuratorField value={values.curator_id} onChange={(value) => set('curator_id', value)} error={errorOf('curator_id')} />
      <Wide>
        <CheckboxGroup name="flags" label={t('fields.flags')} choices={termChoices('flag', STATUS_FLAGS)} values={tickedKeys(values.flags)} onChange={(ticked) => set('flags', flagsFrom(values.flags, ticked))} error={errorOf('flags')} columns={3} />
      </Wide>
      <Wide>
        <CheckboxGroup name="tags" label={t('fields.tags')} choices={termChoices('tag', TAGS)} values={values.tags} onChange={(ticked) => set('tags', ticked)} error={errorOf('tags')} columns={3} />
      </Wide>
      <Wide>
        <CheckboxGroup
          name="preferential"
          label={t('fields.preferential')}
          choices={termChoices('preferential', PREFERENTIAL_FLAGS)}
          values={tickedKeys(values.preferential)}
          onChange={(ticked) => set('preferential', flagsFrom(values.preferential, ticked))}
          error={errorOf('preferential')}
          columns={3}
        />
      </Wide>
      <Wide>
        <CheckboxGroup
          name="refusal_reasons"
          label={t('fields.refusal_reasons')}
          choices={termChoices('refusalReason', REFUSAL_REASONS)}
          values={values.refusal_reasons}
          onChange={(ticked) => set('refusal_reasons', ticked)}
          error={errorOf('refusal_reasons')}
          columns={2}
        />
      </Wide>
    </FormSection>
  );
}, ['category', 'readiness', 'tracking_stage', 'information_source', 'curator_id', 'flags', 'tags', 'preferential', 'refusal_reasons']);

export const InterestFields = formPart(function InterestFields({ values, set, headingLevel, ...problems }: FormPartProps) {
  const errorOf = problemsOf(problems);
  const { t } = useTranslation('applicant');
  const intents = useReferenceList('intents');
  const industries = useReferenceList('industries');
  return (
    <FormSection title={t('form.sections.interests')} headingLevel={headingLevel} columns={1}>
      <CheckboxGroup name="intents" label={t('fields.intents')} choices={choicesOf(intents.items)} values={values.intents} onChange={(ticked) => set('intents', ticked)} error={errorOf('intents')} />
      <CheckboxGroup name="industries" label={t('fields.industries')} choices={choicesOf(industries.items)} values={values.industries} onChange={(ticked) => set('industries', ticked)} error={errorOf('industries')} />
    </FormSection>
  );
}, ['intents', 'industries']);
