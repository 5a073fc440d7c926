import type { emailTemplateContracts } from '@abitura/contracts';
import type { Handlers } from '../../actions/handlerTypes.js';
import { getEmailTemplateHandler, listEmailTemplatesHandler, previewEmailTemplateHandler } from './readTemplates.js';
import { saveEmailTemplateHandler } from './saveTemplate.js';
import { testSendEmailTemplateHandler } from './sendTestLetter.js';

/** The e-mail templates: list, one, save, preview and a test send. */
export const emailTemplateHandlers: Handlers<typeof emailTemplateContracts> = {
  'EmailTemplate/List': listEmailTemplatesHandler,
  'EmailTemplate/Get': getEmailTemplateHandler,
  'EmailTemplate/Save': saveEmailTemplateHandler,
  'EmailTemplate/Preview': previewEmailTemplateHandler,
  'EmailTemplate/TestSend': testSendEmailTemplateHandler,
};
