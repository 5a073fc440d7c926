import { PERMISSION_KEYS, type PermissionKey } from '@abitura/contracts';

/**
 * The roles every installation starts with (SPEC section 6: access is by permission, never by
 * role name; Куратор and Сопровождающий are the coordinator roles). Each holds what that job
 * needs; administrators change them from the access panel. The people at the door of an open day
 * or at the queue's entrance (coordinators, queue operators) hold the ticket scanner.
 */
const everyday: PermissionKey[] = ['viewHomepage', 'EditPassword'];
const contingentRead: PermissionKey[] = ['viewContingent', 'viewSearchContingent', 'viewAbiturient'];
const registryRead: PermissionKey[] = ['viewOrganizations', 'viewOrganization', 'viewEducationPrograms', 'viewSpecialities', 'viewReferences'];

export const DEFAULT_ROLES: ReadonlyArray<{ name: string; description: string; permissions: readonly PermissionKey[] }> = [
  { name: 'Администратор', description: 'Полный доступ, включая управление доступом', permissions: PERMISSION_KEYS },
  {
    name: 'Куратор',
    description: 'Координатор: ведёт абитуриентов и организации, планирует работу команды',
    permissions: [...everyday, ...contingentRead, 'viewSearchContingentV2', 'viewProfnavigation', 'viewSurveyMsh', 'viewInteractionCalendar', 'viewTeamCalendar', 'manageEvents', 'viewCallCard', 'manageEmailTemplates', 'viewLetters', ...registryRead, 'manageResponsibles', 'manageOrganizationInteractions', 'editAbiturient', 'manageInteractions', 'manageContingent', 'checkInTickets'],
  },
  {
    name: 'Сопровождающий',
    description: 'Координатор: сопровождает закреплённых абитуриентов',
    permissions: [...everyday, ...contingentRead, 'viewProfnavigation', 'viewInteractionCalendar', 'viewTeamCalendar', 'viewCallCard', 'viewOrganizations', 'viewOrganization', 'manageOrganizationInteractions', 'editAbiturient', 'manageInteractions', 'checkInTickets'],
  },
  {
    name: 'Оператор колл-центра',
    description: 'Звонки, письма и календарь',
    permissions: [...everyday, 'viewCallCard', 'viewInteractionCalendar', 'viewSearchContingent', 'viewAbiturient', 'manageInteractions', 'viewLetters', 'manageLetters'],
  },
  { name: 'Оператор очереди', description: 'Работа с электронной очередью', permissions: [...everyday, 'operateQueue', 'checkInTickets'] },
  {
    name: 'Приёмная комиссия',
    description: 'Приёмная кампания: сезон, заявления, вступительные испытания, проверки; работа с контингентом',
    permissions: [...everyday, ...contingentRead, 'viewSearchContingentV2', ...registryRead, 'editAbiturient', 'manageInteractions', 'admin', 'viewAdmission', 'manageAdmission'],
  },
  {
    name: 'Аналитик',
    description: 'Только чтение: контингент, реестр, панель доступа',
    permissions: [...everyday, ...contingentRead, 'viewSurveyMsh', ...registryRead, 'viewAccessPanel', 'viewAccessPermission', 'viewAccessUsers', 'viewUserpage', 'viewAudit'],
  },
];
