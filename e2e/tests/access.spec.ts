/**
 * The access-control pages as an administrator (and an analyst, who may look but not change):
 * the panel, the roles-and-groups matrix with a permission granted and saved, the permission tree
 * with who holds a permission, and the ability check of /access-control.
 */
import type { RoleRow } from '../src/api.js';
import { expectAccessible } from '../src/axe.js';
import { demoAccount, ROLES } from '../src/demoAccounts.js';
import { expect, test } from '../src/fixtures.js';
import { screenshot } from '../src/screenshots.js';
import { t } from '../src/texts.js';
import { expectRoutePage, mainHeading, signIn } from '../src/ui.js';

test('the access panel sums up users, roles, groups and the latest changes', async ({ page }) => {
  await signIn(page, demoAccount(ROLES.admin));
  await page.getByRole('navigation', { name: t('ru', 'shell:nav.label') }).getByRole('link', { name: t('ru', 'shell:routes.access-panel') }).click();
  await expect(page).toHaveURL(/\/access\/panel$/);
  await expectRoutePage(page, 'access-panel');
  await expect(mainHeading(page)).toHaveText(t('ru', 'access:panel.title'));
  const roles = page.getByRole('table', { name: t('ru', 'access:panel.rolesCaption') });
  await expect(roles.getByRole('row').filter({ hasText: ROLES.analyst })).toHaveCount(1);
  await expect(page.getByRole('table', { name: t('ru', 'access:panel.audit') })).toBeVisible();
  await screenshot(page, 'access-panel');
  await expectAccessible(page);

  // A role's member count leads to the users list filtered by that role.
  await roles.getByRole('link', { name: new RegExp(`^Роль «${ROLES.analyst}»`) }).click();
  await expect(page).toHaveURL(/\/access\/users\/list\?role=\d+$/);
  await expectRoutePage(page, 'access-users-list');
});

test('the matrix grants a role a permission, saved for its members at once', async ({ page, adminApi }) => {
  // Every run has a fresh database: a plain name is free, and it reads naturally in the guide's pictures.
  const name = 'Методист';
  await adminApi.call('Role/Create', { name, description: 'Методическая работа и отчёты', permissions: ['viewHomepage', 'EditPassword'] });

  await signIn(page, demoAccount(ROLES.admin));
  await page.goto('/access/panel/management');
  await expectRoutePage(page, 'access-panel-management');
  await expect(mainHeading(page)).toHaveText(t('ru', 'access:management.title'));
  await expect(page.getByRole('tab', { name: t('ru', 'access:management.roles') })).toHaveAttribute('aria-selected', 'true');
  const matrix = page.getByRole('table', { name: t('ru', 'access:sets.role.matrixCaption') });
  const audit = matrix.getByRole('checkbox', { name: `${t('ru', 'access:permissions.viewAudit')} — ${name}` });
  await expect(audit).not.toBeChecked();
  await screenshot(page, 'access-management');
  await expectAccessible(page);

  await audit.check();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText(t('ru', 'access:matrix.pending_one', { count: 1 }))).toBeVisible();
  await panel.getByRole('button', { name: t('ru', 'common:actions.save'), exact: true }).click();
  await expect(panel.getByText(t('ru', 'access:matrix.saved', { name, added: 1, removed: 0 }))).toBeVisible();
  await expectAccessible(page, 'the matrix after saving');

  const saved = (await adminApi.call<Array<RoleRow & { permissions: string[] }>>('User/ReadRoles')).find((role) => role.name === name);
  expect(saved?.permissions.sort()).toEqual(['EditPassword', 'viewAudit', 'viewHomepage']);

  // Groups are the second tab, with a matrix of their own.
  await page.getByRole('tab', { name: t('ru', 'access:management.groups') }).click();
  await expect(page.getByRole('table', { name: t('ru', 'access:sets.group.matrixCaption') })).toBeVisible();
  await expectAccessible(page, 'the groups tab');
});

test('an analyst sees the matrix read-only', async ({ page }) => {
  await signIn(page, demoAccount(ROLES.analyst));
  await page.goto('/access/panel/management');
  await expectRoutePage(page, 'access-panel-management');
  await expect(page.getByText(t('ru', 'access:management.readOnly', { permission: t('ru', 'access:permissions.manageRoles') }))).toBeVisible();
  await expect(page.getByRole('button', { name: t('ru', 'access:sets.role.create') })).toHaveCount(0);
  await expectAccessible(page);
});

test('the permission tree shows which roles and groups give a permission, and who holds it', async ({ page }) => {
  await signIn(page, demoAccount(ROLES.admin));
  await page.goto('/access/permissions');
  await expectRoutePage(page, 'access-permissions');
  await expect(mainHeading(page)).toHaveText(t('ru', 'access:permissionsPage.title'));
  const tree = page.getByRole('tree', { name: t('ru', 'access:tree.title') });
  await expect(tree).toBeVisible();
  await page.getByRole('button', { name: t('ru', 'access:tree.expandAll') }).click();
  await tree.getByRole('treeitem', { name: new RegExp(t('ru', 'access:permissions.viewAudit')) }).click();
  const holders = page.getByRole('region', { name: t('ru', 'access:permissions.viewAudit'), exact: true });
  const roles = holders.getByRole('region', { name: t('ru', 'access:holders.roles') });
  await expect(roles.getByText(new RegExp(`^${ROLES.admin} · `))).toBeVisible();
  await expect(roles.getByText(new RegExp(`^${ROLES.analyst} · `))).toBeVisible();
  await expect(holders.getByRole('table', { name: t('ru', 'access:holders.usersCaption') })).toBeVisible();
  await screenshot(page, 'access-permissions');
  await expectAccessible(page);
});

test('/access-control explains the ability check: granted to the administrator, refused to others', async ({ page, openContext }) => {
  await signIn(page, demoAccount(ROLES.admin));
  await page.goto('/access-control');
  await expectRoutePage(page, 'access-control');
  await expect(mainHeading(page)).toHaveText(t('ru', 'access:control.title'));
  await expect(page.getByRole('status').filter({ hasText: t('ru', 'access:control.granted', { action: t('ru', 'access:control.actions.read'), subject: 'AclDemo' }) })).toBeVisible();
  await expectAccessible(page);

  const other = await (await openContext()).newPage();
  await signIn(other, demoAccount(ROLES.queueOperator, 'active', 1));
  await other.goto('/access-control');
  await expect(other).toHaveURL(/\/not-authorized$/);
});
