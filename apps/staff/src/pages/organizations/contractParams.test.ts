/**
 * What the organization models send, checked against the contracts the server validates with:
 * every request of a typical session (list, export, card, contacts, buildings, interactions,
 * programmes, students) must pass its action's params schema, so no screen can send something the
 * server would refuse as INVALID_PARAMS.
 */
import { describe, expect, it } from 'vitest';
import type { Envelope } from '@abitura/contracts/wire';
import { findContract } from '@abitura/contracts';
import { ok } from '@abitura/ui/testing';
import { createBuildingForm } from './buildingForm.js';
import { createBuildingsModel } from './buildingsModel.js';
import { createInteractionsModel } from './interactionsModel.js';
import { createOrganizationForm } from './organizationForm.js';
import { createOrganizationsListModel } from './organizationsListModel.js';
import { createProgramsModel } from './programsModel.js';
import { createResponsibleForm } from './responsibleForm.js';
import { createResponsiblesModel } from './responsiblesModel.js';
import { createStudentsModel } from './studentsModel.js';
import { createVacanciesModel } from './vacanciesModel.js';
import { IVANOVA, listPage, MAIN_BUILDING, SCHOOL_CARD, interaction } from './testing/fixtures.js';
import { testClients } from '../../testing/testClients.js';

const newClient = testClients();

/** A server that accepts everything, answering each action with a plausible reply. */
const REPLIES: Record<string, unknown> = {
  'Organization/List': listPage([]),
  'Organization/Export': { filename: 'o.csv', csv: '', rows: 0 },
  'Organization/Create': SCHOOL_CARD,
  'Organization/Update': SCHOOL_CARD,
  'Organization/ReadResponsibles': { items: [], total: 0, page: 1, itemsPerPage: 1000 },
  'Organization/CreateResponsibles': IVANOVA,
  'Organization/UpdateResponsibles': IVANOVA,
  'Organization/DeleteResponsibles': IVANOVA,
  'Reference/OrganizationBuilds': [],
  'Organization/CreateBuild': MAIN_BUILDING,
  'Organization/UpdateBuild': MAIN_BUILDING,
  'Organization/GetVacancy': [],
  'Program/List': { items: [], total: 0, page: 1, pageSize: 10 },
  'Interaction/OrganizationGet': [],
  'Interaction/OrganizationCreate': interaction({ id: 1 }),
  'Organization/GetStudents': { items: [], total: 0, page: 1, pageSize: 25 },
};

function problems(requests: readonly Envelope[]): string[] {
  return requests.flatMap((envelope) => {
    const contract = findContract(envelope.action);
    if (!contract) return [`${envelope.action}: no such action`];
    const parsed = contract.params.safeParse(envelope.params);
    return parsed.success ? [] : [`${envelope.action}: ${JSON.stringify(parsed.error.issues)}`];
  });
}

describe('organization requests', () => {
  it('all pass the contracts', async () => {
    const test = newClient((envelope) => ok(REPLIES[envelope.action] ?? null));
    const { client } = test;

    const list = createOrganizationsListModel({ client, download: () => {} });
    list.applyQuery('search=мгу&okrug=CAO&district=Арбат&mrsd=37&kind=vuz&status=closed&sort=organization_id&dir=desc&page=4&pageSize=100', 'higher');
    await list.load();
    await list.exportCsv();

    const created = createOrganizationForm(client, null, 'college');
    created.set('name', 'Колледж');
    created.set('mrsd', '12');
    created.set('inn', '7701234567');
    created.set('phone', '+79161234567');
    await created.submit();
    const edited = createOrganizationForm(client, SCHOOL_CARD);
    edited.set('organization_id', '');
    edited.set('status', false);
    await edited.submit();

    const contacts = createResponsiblesModel(client, 11);
    await contacts.load();
    const contact = createResponsibleForm(client, 11, null);
    contact.set('fullname', 'Анна Орлова');
    contact.set('phone', '+79161234567');
    await contact.submit();
    const contactEdit = createResponsibleForm(client, 11, IVANOVA);
    contactEdit.set('email', '');
    await contactEdit.submit();
    await contacts.remove(IVANOVA);
    await contacts.restore();

    const buildings = createBuildingsModel(client, '1234-SCH');
    await buildings.load();
    buildings.setShowDeleted(true);
    await buildings.remove(MAIN_BUILDING);
    await buildings.undo();
    const newBuilding = createBuildingForm(client, 11, null);
    newBuilding.set('address', 'Москва, ул. Арбат, 10');
    newBuilding.set('metro', ['Арбатская']);
    await newBuilding.submit();
    const buildingEdit = createBuildingForm(client, 11, MAIN_BUILDING);
    buildingEdit.set('okrug', '');
    await buildingEdit.submit();

    await createVacanciesModel(client, 21).load();
    const programs = createProgramsModel(client, 21);
    programs.setPageSize(50);
    await programs.load();

    const interactions = createInteractionsModel(client, 11);
    await interactions.load();
    interactions.form.set('type', 'letterReceived');
    interactions.form.set('comment', 'Письмо из школы');
    interactions.form.set('date', '2025-09-01T10:30');
    await interactions.record();

    const students = createStudentsModel(client, 11);
    students.setFilters({ grade: 'SCH11' });
    students.setPageSize(100);
    await students.load();
    students.dispose();

    const actions = new Set(test.requests.map((envelope) => envelope.action));
    expect([...actions].sort()).toEqual(Object.keys(REPLIES).sort());
    expect(problems(test.requests)).toEqual([]);
  });
});
