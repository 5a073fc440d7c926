/**
 * The permission catalogue: every permission of SPEC section 6 plus the function permissions the
 * access-control pages need, as a tree of pages with their subpages and the functions merged into
 * them. The server stores it (upserted at every start, so features add theirs) and the UI shows
 * its titles. Keys are the names the ability grants by.
 */
export interface PermissionDef {
  key: string;
  title: string;
  parent: string | null;
  kind: 'page' | 'function';
}

export const PERMISSIONS = [
  { key: 'viewHomepage', title: 'Главная страница', parent: null, kind: 'page' },
  { key: 'EditPassword', title: 'Смена собственного пароля', parent: null, kind: 'function' },

  { key: 'viewAccessPanel', title: 'Панель управления доступом', parent: null, kind: 'page' },
  { key: 'viewAccessPermission', title: 'Права и роли', parent: 'viewAccessPanel', kind: 'page' },
  { key: 'manageRoles', title: 'Изменение ролей и групп привилегий', parent: 'viewAccessPermission', kind: 'function' },
  { key: 'viewAccessUsers', title: 'Список пользователей', parent: 'viewAccessPanel', kind: 'page' },
  { key: 'manageUsers', title: 'Создание пользователей, смена статуса и ролей', parent: 'viewAccessUsers', kind: 'function' },
  { key: 'viewUserpage', title: 'Карточка пользователя', parent: 'viewAccessUsers', kind: 'page' },
  { key: 'manageSessions', title: 'Просмотр и завершение сеансов', parent: 'viewUserpage', kind: 'function' },
  { key: 'viewAudit', title: 'Журнал аудита', parent: 'viewAccessPanel', kind: 'function' },

  { key: 'admin', title: 'Администрирование: приём, очередь, генератор QR', parent: null, kind: 'page' },
  { key: 'viewAdmission', title: 'Приёмная кампания: заявления, вступительные испытания и проверки (просмотр)', parent: 'admin', kind: 'function' },
  { key: 'manageAdmission', title: 'Приёмная кампания: сезон и конкурсные группы, заявления, импорт, испытания и результаты', parent: 'admin', kind: 'function' },
  { key: 'manageQueue', title: 'Электронная очередь: услуги, окна, устройства и их ключи, статистика', parent: 'admin', kind: 'function' },
  { key: 'operateQueue', title: 'Пульт оператора очереди: вызов, обслуживание и перевод талонов', parent: null, kind: 'page' },
  { key: 'checkInTickets', title: 'Сканер билетов: отметка входа по QR-коду билета на мероприятие или талона очереди', parent: null, kind: 'page' },

  { key: 'viewInteractionCalendar', title: 'Календарь взаимодействий', parent: null, kind: 'page' },
  { key: 'viewTeamCalendar', title: 'Календарь команды: записи всех сотрудников, перенос и закрытие чужих обратных звонков', parent: 'viewInteractionCalendar', kind: 'function' },
  { key: 'manageEvents', title: 'Мероприятия: создание, изменение и согласование', parent: 'viewInteractionCalendar', kind: 'function' },
  { key: 'viewCallCard', title: 'Карточка звонка', parent: null, kind: 'page' },
  { key: 'manageEmailTemplates', title: 'Шаблоны писем: изменение и тестовая отправка', parent: 'viewCallCard', kind: 'function' },
  { key: 'viewLetters', title: 'Письма', parent: null, kind: 'page' },
  { key: 'manageLetters', title: 'Повторная отправка и отмена писем', parent: 'viewLetters', kind: 'function' },

  { key: 'viewContingent', title: 'Контингент', parent: null, kind: 'page' },
  { key: 'viewSearchContingent', title: 'Поиск по контингенту', parent: 'viewContingent', kind: 'page' },
  { key: 'viewSearchContingentV2', title: 'Добавление абитуриента', parent: 'viewContingent', kind: 'page' },
  { key: 'viewProfnavigation', title: 'Профнавигация', parent: 'viewContingent', kind: 'page' },
  { key: 'viewSurveyMsh', title: 'Анкетирование МЭШ', parent: 'viewContingent', kind: 'page' },
  { key: 'viewAbiturient', title: 'Карточка абитуриента', parent: 'viewContingent', kind: 'page' },
  { key: 'editAbiturient', title: 'Изменение и объединение записей абитуриентов', parent: 'viewAbiturient', kind: 'function' },
  { key: 'manageInteractions', title: 'Запись взаимодействий с абитуриентами', parent: 'viewAbiturient', kind: 'function' },
  { key: 'manageContingent', title: 'Массовые действия над списком контингента', parent: 'viewContingent', kind: 'function' },

  { key: 'viewOrganizations', title: 'Реестр организаций', parent: null, kind: 'page' },
  { key: 'viewOrganization', title: 'Карточка организации', parent: 'viewOrganizations', kind: 'page' },
  { key: 'manageOrganizations', title: 'Изменение организаций и их зданий', parent: 'viewOrganization', kind: 'function' },
  { key: 'manageResponsibles', title: 'Изменение ответственных лиц организаций', parent: 'viewOrganization', kind: 'function' },
  { key: 'manageOrganizationInteractions', title: 'Запись взаимодействий с организациями', parent: 'viewOrganization', kind: 'function' },
  { key: 'viewEducationPrograms', title: 'Образовательные программы', parent: null, kind: 'page' },
  { key: 'viewSpecialities', title: 'Специальности', parent: null, kind: 'page' },
  { key: 'viewReferences', title: 'Справочники', parent: null, kind: 'page' },
  { key: 'manageReferences', title: 'Изменение справочников (намерения, темы разговоров, источники, форматы мероприятий)', parent: 'viewReferences', kind: 'function' },
] as const satisfies readonly PermissionDef[];

export type PermissionKey = (typeof PERMISSIONS)[number]['key'];

export const PERMISSION_KEYS: readonly PermissionKey[] = PERMISSIONS.map((permission) => permission.key);
