import type { userContracts } from '@abitura/contracts';
import type { Handlers } from '../../actions/handlerTypes.js';
import { allExistingFunctionsHandler, readGroupsHandler, readPermissionsHandler, readRolesHandler, userInfoHandler } from '../access/readAccess.js';
import { editPasswordHandler, forgotPasswordHandler, resetPasswordHandler } from './passwordChange.js';
import { checkTokenHandler, signIn } from './signIn.js';
import { checkAccessHandler, signOut } from './signOut.js';

/** The User/* actions: sign-in, the session, passwords and what a signed-in user may read of access. */
export const userHandlers: Handlers<typeof userContracts> = {
  'User/AccountLogin': signIn,
  'User/CheckToken': checkTokenHandler,
  'User/AccountLogout': signOut,
  'User/CheckAccess': checkAccessHandler,
  'User/ForgotPassword': forgotPasswordHandler,
  'User/ResetPassword': resetPasswordHandler,
  'User/EditPassword': editPasswordHandler,
  'User/ReadPermissions': readPermissionsHandler,
  'User/ReadRoles': readRolesHandler,
  'User/getAllPrivilegeGroups': readGroupsHandler,
  'User/GetInfoAboutUserByID': userInfoHandler,
  'Reference/allExistingfunctions': allExistingFunctionsHandler,
};
