import type { storedPhoneContracts } from '@abitura/contracts';
import type { Handlers } from '../../actions/handlerTypes.js';
import { checkStoredPhonesHandler } from './checkStoredPhones.js';

/** The Phones/* actions: the check of stored numbers by the phone fields' rule. */
export const storedPhoneHandlers: Handlers<typeof storedPhoneContracts> = {
  'Phones/CheckStored': checkStoredPhonesHandler,
};
