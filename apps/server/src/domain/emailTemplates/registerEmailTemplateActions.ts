import { getEmailTemplate, listEmailTemplates, previewEmailTemplate, saveEmailTemplate, testSendEmailTemplate } from '@abitura/contracts';
import type { ActionRegistry } from '../../actions/registry.js';
import { getEmailTemplateHandler, listEmailTemplatesHandler, previewEmailTemplateHandler } from './readTemplates.js';
import { saveEmailTemplateHandler } from './saveTemplate.js';
import { testSendEmailTemplateHandler } from './sendTestLetter.js';

/** The e-mail templates: list, one, save, preview and a test send. */
export function registerEmailTemplateActions(registry: ActionRegistry): ActionRegistry {
  return registry
    .register(listEmailTemplates, listEmailTemplatesHandler)
    .register(getEmailTemplate, getEmailTemplateHandler)
    .register(saveEmailTemplate, saveEmailTemplateHandler)
    .register(previewEmailTemplate, previewEmailTemplateHandler)
    .register(testSendEmailTemplate, testSendEmailTemplateHandler);
}
