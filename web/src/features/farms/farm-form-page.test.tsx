import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { companyA, sentJson, signInAs, stubApi, userWith } from '../../test/session-fixtures.ts';
import { FarmFormPage } from './farm-form-page.tsx';
import { companyUser, farmRow, OTHER_ID, USER_ID } from './farm-test-data.ts';
import { errorResponse } from '../../test/error-response.ts';

vi.mock('../../components/map/farm-map.tsx', () => ({
  FarmMap: ({ ariaLabel }: { ariaLabel: string }) => <div role="img" aria-label={ariaLabel} />,
}));

const base = `/api/v1/company/${companyA.externalId}`;
const me = userWith(['ROLE_COMPANY'], { externalId: USER_ID });
const members = [
  companyUser(USER_ID, 'Ingrid Hansen', 'ingrid.hansen@example.com', ['ROLE_COMPANY']),
  companyUser(OTHER_ID, 'Ola Nordmann', 'ola@example.com'),
];

function renderNew() {
  signInAs(me);
  const fetchMock = stubApi({
    [`GET ${base}/user`]: () => jsonResponse(200, members),
    [`POST ${base}/farm`]: () => jsonResponse(201, farmRow({ externalId: 'f-new', name: 'Bergen Bay' })),
  });
  renderWithProviders(<FarmFormPage />, {
    route: `/companies/${companyA.externalId}/farms/new`,
    path: '/companies/:companyId/farms/:farmId',
  });
  return fetchMock;
}

const sentBody = (fetchMock: ReturnType<typeof stubApi>, method: string) =>
  sentJson(fetchMock, method, `${base}/farm`) as Record<string, unknown> | undefined;

describe('FarmFormPage', () => {
  it('a new farm is assigned to the current user by default and saves with "Farm saved!"', async () => {
    const fetchMock = renderNew();
    const u = userEvent.setup();
    expect(await screen.findByText('Ingrid Hansen (ingrid.hansen@example.com)')).toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: 'Name' }), 'Bergen Bay');
    await u.type(screen.getByRole('combobox', { name: 'Country' }), 'Norw');
    await u.click(await screen.findByRole('option', { name: 'Norway' }));
    await u.type(screen.getByRole('combobox', { name: 'Region' }), 'Vestl');
    await u.click(await screen.findByRole('option', { name: 'Vestland' }));
    // Any ISO 4217 currency, found by code or name: a Norwegian farm is valued in kroner (issue 21 item 14).
    await u.type(screen.getByRole('combobox', { name: 'Currency code' }), 'krone');
    await u.click(await screen.findByRole('option', { name: 'NOK Norwegian Krone' }));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Farm saved!')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST')).toMatchObject({
      name: 'Bergen Bay',
      country: 'Norway',
      stateProvince: 'Vestland',
      currencyCode: 'NOK',
      userExtIds: [USER_ID],
      species: null,
    });
  });

  it('records the production system, which decides the audit questions that apply (issue 22)', async () => {
    const fetchMock = renderNew();
    const u = userEvent.setup();
    await screen.findByText('Ingrid Hansen (ingrid.hansen@example.com)');
    await u.type(screen.getByRole('textbox', { name: 'Name' }), 'Bergen RAS');
    await u.click(screen.getByRole('combobox', { name: 'Production system' }));
    await u.click(await screen.findByRole('option', { name: 'Recirculating aquaculture system (RAS)' }));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Farm saved!')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST')).toMatchObject({ name: 'Bergen RAS', productionSystem: 'RAS' });
  });

  it('a latitude outside -90 to 90 is reset to 0,0 and the form says so (docs/requirements.md#core-9)', async () => {
    const fetchMock = renderNew();
    const u = userEvent.setup();
    await screen.findByText('Ingrid Hansen (ingrid.hansen@example.com)');
    await u.type(screen.getByRole('textbox', { name: 'Name' }), 'Bergen Bay');
    await u.type(screen.getByRole('textbox', { name: 'Longitude' }), '5.3221');
    await u.type(screen.getByRole('textbox', { name: 'Latitude' }), '-95');
    await u.tab();
    expect(screen.getByRole('textbox', { name: 'Latitude' })).toHaveValue('0');
    expect(screen.getByRole('textbox', { name: 'Longitude' })).toHaveValue('0');
    expect(screen.getByText('Latitude must be between -90 and 90: the location was reset to 0,0.')).toBeInTheDocument();
    await u.clear(screen.getByRole('textbox', { name: 'Latitude' }));
    await u.type(screen.getByRole('textbox', { name: 'Latitude' }), '60.391263');
    await u.tab();
    expect(screen.queryByText(/the location was reset/)).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Farm saved!')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST')).toMatchObject({ latitude: 60.391263, longitude: 0 });
  });

  it('typing "-7.25" over the selected text of a coordinate keeps the minus (issue 37 item 13)', async () => {
    const fetchMock = renderNew();
    const u = userEvent.setup();
    await screen.findByText('Ingrid Hansen (ingrid.hansen@example.com)');
    await u.type(screen.getByRole('textbox', { name: 'Name' }), 'Galway Bay');
    const latitude = screen.getByRole('textbox', { name: 'Latitude' });
    const longitude = screen.getByRole('textbox', { name: 'Longitude' });
    await u.type(latitude, '53.2707');
    await u.type(longitude, '9.0568');
    await u.tripleClick(longitude);
    await u.keyboard('-7.25');
    expect(longitude).toHaveValue('-7.25');
    await u.tripleClick(latitude);
    await u.keyboard('-33.5');
    expect(latitude).toHaveValue('-33.5');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Farm saved!')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST')).toMatchObject({ latitude: -33.5, longitude: -7.25 });
  });

  it('after a failed Save reset the location to 0,0, a latitude pasted over the 0 is the one saved (issue 37 item 13)', async () => {
    const fetchMock = renderNew();
    const u = userEvent.setup();
    await screen.findByText('Ingrid Hansen (ingrid.hansen@example.com)');
    await u.type(screen.getByRole('textbox', { name: 'Name' }), 'Galway Bay');
    await u.type(screen.getByRole('combobox', { name: 'Country' }), 'Eire');
    const latitude = screen.getByRole('textbox', { name: 'Latitude' });
    const longitude = screen.getByRole('textbox', { name: 'Longitude' });
    await u.type(longitude, '-9.0568');
    await u.type(latitude, '532707');
    // Save takes the focus away: the latitude is reset to 0,0, the form says so, and the free-text country blocks Save.
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Select country from the list')).toBeInTheDocument();
    expect(screen.getByText('Latitude must be between -90 and 90: the location was reset to 0,0.')).toBeInTheDocument();
    expect(latitude).toHaveValue('0');
    await u.clear(screen.getByRole('combobox', { name: 'Country' }));
    await u.type(screen.getByRole('combobox', { name: 'Country' }), 'Irel');
    await u.click(await screen.findByRole('option', { name: 'Ireland' }));
    await u.tripleClick(latitude);
    await u.paste('53.2707');
    expect(latitude).toHaveValue('53.2707');
    await u.tripleClick(longitude);
    await u.paste('-9.0568');
    expect(longitude).toHaveValue('-9.0568');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Farm saved!')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST')).toMatchObject({ country: 'Ireland', latitude: 53.2707, longitude: -9.0568 });
  });

  it('"53.2707, -9.0568" as a map copies it, pasted into Latitude, fills both coordinates (issue 37 item 13)', async () => {
    const fetchMock = renderNew();
    const u = userEvent.setup();
    await screen.findByText('Ingrid Hansen (ingrid.hansen@example.com)');
    await u.type(screen.getByRole('textbox', { name: 'Name' }), 'Galway Bay');
    const latitude = screen.getByRole('textbox', { name: 'Latitude' });
    await u.click(latitude);
    await u.paste('53.2707, -9.0568');
    expect(latitude).toHaveValue('53.2707');
    expect(screen.getByRole('textbox', { name: 'Longitude' })).toHaveValue('-9.0568');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Farm saved!')).toBeInTheDocument();
    expect(screen.queryByText(/the location was reset/)).not.toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST')).toMatchObject({ latitude: 53.2707, longitude: -9.0568 });
  });

  it('a Save that resets a latitude out of range to 0,0 stores nothing: the user sees the reset first (issue 37 item 13)', async () => {
    const fetchMock = renderNew();
    const u = userEvent.setup();
    await screen.findByText('Ingrid Hansen (ingrid.hansen@example.com)');
    await u.type(screen.getByRole('textbox', { name: 'Name' }), 'Galway Bay');
    await u.type(screen.getByRole('textbox', { name: 'Latitude' }), '532707');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Latitude must be between -90 and 90: the location was reset to 0,0.')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST')).toBeUndefined();
    // A second Save is the user's choice of 0,0.
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Farm saved!')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST')).toMatchObject({ latitude: 0, longitude: 0 });
  });

  it('Region is disabled until a country is chosen from the list', async () => {
    renderNew();
    const region = await screen.findByRole('combobox', { name: 'Region' });
    expect(region).toBeDisabled();
    await userEvent.setup().type(screen.getByRole('combobox', { name: 'Country' }), 'Chile');
    expect(region).toBeEnabled();
  });

  it.each([
    ['Country', 'Atlantis', 'Select country from the list'],
    ['Species', 'Goldfish', 'Select species from the list'],
    ['Currency code', 'XYZ', 'Select currency code from the list'],
  ])('free text in %s (%s) shows "Select from the list" inline and blocks Save with "%s"', async (label, text, alert) => {
    const fetchMock = renderNew();
    const u = userEvent.setup();
    await u.type(await screen.findByRole('textbox', { name: 'Name' }), 'Bergen Bay');
    await u.type(screen.getByRole('combobox', { name: label }), text);
    await u.tab();
    expect(await screen.findByText('Select from the list')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(alert)).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST')).toBeUndefined();
  });

  it('a region that is not in the chosen country blocks Save with "Select province from the list"', async () => {
    const fetchMock = renderNew();
    const u = userEvent.setup();
    await u.type(await screen.findByRole('textbox', { name: 'Name' }), 'Bergen Bay');
    await u.type(screen.getByRole('combobox', { name: 'Country' }), 'Norway');
    await u.type(screen.getByRole('combobox', { name: 'Region' }), 'Texas');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Select province from the list')).toBeInTheDocument();
    expect(screen.getByText('Select from the list')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST')).toBeUndefined();
  });

  it('typed text equal to a list entry takes the list’s spelling', async () => {
    renderNew();
    const u = userEvent.setup();
    const species = await screen.findByRole('combobox', { name: 'Species' });
    await u.type(species, 'rainbow trout');
    await u.tab();
    expect(species).toHaveValue('Rainbow trout');
    expect(screen.queryByText('Select from the list')).not.toBeInTheDocument();
  });

  it('an existing farm shows its History below the form (issue 26 item 5)', async () => {
    signInAs(me);
    stubApi({
      [`GET ${base}/farm/f-1`]: () => jsonResponse(200, farmRow()),
      [`GET ${base}/farm/f-1/user`]: () => jsonResponse(200, [members[1]!.user]),
      [`GET ${base}/user`]: () => jsonResponse(200, members),
      [`GET ${base}/farm/f-1/trend`]: () => jsonResponse(200, { farmName: 'Farm', audits: [], measures: [], environment: [] }),
    });
    renderWithProviders(<FarmFormPage />, {
      route: `/companies/${companyA.externalId}/farms/f-1`,
      path: '/companies/:companyId/farms/:farmId',
    });
    expect(await screen.findByRole('heading', { name: 'History' })).toBeInTheDocument();
    expect(await screen.findByText('Trends appear after a second scored audit.')).toBeInTheDocument();
  });

  it('editing sends every field with the assigned users and says "Farm saved!"', async () => {
    signInAs(me);
    const farm = farmRow();
    const fetchMock = stubApi({
      [`GET ${base}/farm/f-1`]: () => jsonResponse(200, farm),
      [`GET ${base}/farm/f-1/user`]: () => jsonResponse(200, [members[1]!.user]),
      [`GET ${base}/user`]: () => jsonResponse(200, members),
      [`PUT ${base}/farm/f-1`]: () => jsonResponse(200, farm),
    });
    renderWithProviders(<FarmFormPage />, {
      route: `/companies/${companyA.externalId}/farms/f-1`,
      path: '/companies/:companyId/farms/:farmId',
    });
    const u = userEvent.setup();
    const siteType = await screen.findByRole('textbox', { name: 'Site type' });
    await u.clear(siteType);
    await u.type(siteType, 'Longlines');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Farm saved!')).toBeInTheDocument();
    expect(sentJson(fetchMock, 'PUT')).toMatchObject({
      siteType: 'Longlines',
      species: 'Atlantic salmon',
      surveyDate: '2026-05-14',
      structures: ['10 × 160 m circular pens'],
      userExtIds: [OTHER_ID],
    });
  });

  it('a failed load says "API error while loading the farm details."', async () => {
    signInAs(me);
    stubApi({
      [`GET ${base}/farm/f-1`]: () => errorResponse('CONFLICT', 'x'),
      [`GET ${base}/farm/f-1/user`]: () => jsonResponse(200, []),
      [`GET ${base}/user`]: () => jsonResponse(200, members),
    });
    renderWithProviders(<FarmFormPage />, {
      route: `/companies/${companyA.externalId}/farms/f-1`,
      path: '/companies/:companyId/farms/:farmId',
    });
    await waitFor(() => expect(screen.getAllByText('API error while loading the farm details.')).toHaveLength(2));
  });

  it('a failed update says "API error while updating the farm."', async () => {
    signInAs(me);
    stubApi({
      [`GET ${base}/farm/f-1`]: () => jsonResponse(200, farmRow()),
      [`GET ${base}/farm/f-1/user`]: () => jsonResponse(200, []),
      [`GET ${base}/user`]: () => jsonResponse(200, members),
      [`PUT ${base}/farm/f-1`]: () => errorResponse('CONFLICT', 'conflict'),
    });
    renderWithProviders(<FarmFormPage />, {
      route: `/companies/${companyA.externalId}/farms/f-1`,
      path: '/companies/:companyId/farms/:farmId',
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('API error while updating the farm.')).toBeInTheDocument();
  });

  it.each([
    ['BAD_REQUEST', 'API error while saving the farm.'],
    // a rule the server names (VALIDATION) is shown in its own words: docs/errors.md
    ['VALIDATION', 'The request is not valid.'],
    ['CONFLICT', 'API error while creating the farm.'],
  ] as const)('a refused creation (%s) says "%s"', async (code, message) => {
    signInAs(me);
    stubApi({
      [`GET ${base}/user`]: () => jsonResponse(200, members),
      [`POST ${base}/farm`]: () => errorResponse(code, 'The request is not valid.'),
    });
    renderWithProviders(<FarmFormPage />, {
      route: `/companies/${companyA.externalId}/farms/new`,
      path: '/companies/:companyId/farms/:farmId',
    });
    const u = userEvent.setup();
    await u.type(await screen.findByRole('textbox', { name: 'Name' }), 'Bergen Bay');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
