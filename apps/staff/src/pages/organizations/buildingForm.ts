/**
 * The building form (add and edit): name, address, okrug, district and up to five nearest metro
 * stations (picked from the metroStations list, nearest first), checked as
 * Organization/CreateBuild checks them.
 */
import type { Client } from '@abitura/sdk';
import type { Building } from '@abitura/contracts';
import { asText, checkText, orNull, saveRecord } from '../../models/fieldChecks.js';
import { createFormModel, type FieldErrors } from '../../models/formModel.js';

export interface BuildingValues {
  name: string;
  address: string;
  okrug: string;
  district: string;
  /** Station names as the building stores them (the metro list's labels), nearest first. */
  metro: readonly string[];
}

export const MAX_METRO = 5;
const MAX_STATION = 100;

export const EMPTY_BUILDING: BuildingValues = { name: '', address: '', okrug: '', district: '', metro: [] };

/** The stations without blanks and repeats, in their order. */
export function metroList(stations: readonly string[]): string[] {
  return [...new Set(stations.map((name) => name.trim()).filter((name) => name !== ''))];
}

export function buildingValues(building: Building): BuildingValues {
  return {
    name: asText(building.name),
    address: building.address,
    okrug: asText(building.okrug),
    district: asText(building.district),
    metro: building.metro,
  };
}

export function validateBuilding(values: BuildingValues): FieldErrors<BuildingValues> {
  const errors: FieldErrors<BuildingValues> = {};
  const address = checkText(values.address, { required: true, min: 5, max: 500 });
  if (address) errors.address = address;
  const name = checkText(values.name, { max: 300 });
  if (name) errors.name = name;
  const stations = metroList(values.metro);
  if (stations.length > MAX_METRO) errors.metro = { key: 'tooManyStations', values: { max: MAX_METRO } };
  else if (stations.some((station) => station.length > MAX_STATION)) errors.metro = { key: 'tooLong', values: { max: MAX_STATION } };
  return errors;
}

export function buildingPayload(values: BuildingValues) {
  return {
    name: orNull(values.name),
    address: values.address.trim(),
    okrug: orNull(values.okrug),
    district: orNull(values.district),
    metro: metroList(values.metro),
  };
}

export type BuildingFormModel = ReturnType<typeof createBuildingForm>;

/** A form for a new building of organization `organizationId`, or for editing `building`. */
export function createBuildingForm(client: Pick<Client, 'call'>, organizationId: number, building: Building | null) {
  return createFormModel<BuildingValues, Building>({
    initial: building ? buildingValues(building) : EMPTY_BUILDING,
    validate: validateBuilding,
    send: (values) =>
      saveRecord(
        building,
        buildingPayload(values),
        (payload) => client.call('Organization/CreateBuild', { organization: organizationId, ...payload }),
        (id, data) => client.call('Organization/UpdateBuild', { id, data }),
      ),
  });
}
