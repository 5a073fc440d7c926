/**
 * Email templates the SDK asks the server to send. The server keys a template by its name and
 * action type together, so both travel as one constant and cannot drift apart.
 */

export const EMAIL_TEMPLATE_CALL_CENTER_DEFAULT = { name: 'CallCenterDefault', actionType: 8 } as const;

export type EmailTemplate = typeof EMAIL_TEMPLATE_CALL_CENTER_DEFAULT;
