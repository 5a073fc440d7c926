/** Every page of the staff app, by route name; each area's pages load as their own chunks. */
import type { PageRegistry } from './pageRegistry.js';
import { accessPages } from '../pages/access/index.js';
import { admissionStatementPages } from '../pages/admissionStatement/index.js';
import { admissionEntrancePages } from '../pages/admissionEntrance/index.js';
import { admissionValidationPages } from '../pages/admissionValidation/index.js';
import { applicantPages } from '../pages/applicant/index.js';
import { authPages } from '../pages/auth/index.js';
import { calendarPages } from '../pages/calendar/index.js';
import { callCentrePages } from '../pages/callCentre/index.js';
import { callsPages } from '../pages/calls/index.js';
import { contingentPages } from '../pages/contingent/index.js';
import { contingentWorkPages } from '../pages/contingentWork/index.js';
import { eventsPages } from '../pages/events/index.js';
import { homePages } from '../pages/home/index.js';
import { miscPages } from '../pages/misc/index.js';
import { organizationsPages } from '../pages/organizations/index.js';
import { programsPages } from '../pages/programs/index.js';
import { qrGeneratorPages } from '../pages/qrGenerator/index.js';
import { queueAdminPages } from '../pages/queueAdmin/index.js';
import { referencesPages } from '../pages/references/index.js';
import { usersPages } from '../pages/users/index.js';

export const staffPages: PageRegistry = {
  ...miscPages,
  ...authPages,
  ...homePages,
  ...calendarPages,
  ...usersPages,
  ...accessPages,
  ...organizationsPages,
  ...programsPages,
  ...referencesPages,
  ...applicantPages,
  ...contingentWorkPages,
  ...contingentPages,
  ...callsPages,
  ...callCentrePages,
  ...eventsPages,
  ...qrGeneratorPages,
  ...queueAdminPages,
  ...admissionStatementPages,
  ...admissionEntrancePages,
  ...admissionValidationPages,
};
