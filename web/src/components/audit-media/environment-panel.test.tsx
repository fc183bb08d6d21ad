import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { signInAs, stubApi, userWith } from '../../test/session-fixtures.ts';
import { EnvironmentPanel } from './environment-panel.tsx';
import { MeasuredRange } from './measured-range.tsx';
import { environmentData, SURVEY } from './media-test-data.ts';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

const path = `GET /api/v1/survey/${SURVEY}/environment`;

describe('EnvironmentPanel', () => {
  it('lists min, mean and max per parameter with its unit and the period', async () => {
    signInAs(userWith(['ROLE_USER']));
    stubApi({ [path]: () => jsonResponse(200, environmentData()) });
    renderWithProviders(<EnvironmentPanel surveyExtId={SURVEY} />);
    const table = await screen.findByRole('table', { name: 'Environmental readings summary' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual(['ParameterUnitMinMeanMaxReadings', 'TemperatureC9.111.7314.2504', 'Dissolved oxygenmg/l6.127.99.8504']);
    expect(screen.getByText(/loggers-october\.csv/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upload environment data|Replace data/ })).not.toBeInTheDocument();
  });

  it('says so when the audit has no readings, and offers an uploader the upload', async () => {
    signInAs(userWith(['ROLE_SURVEYOR']));
    stubApi({ [path]: () => jsonResponse(200, environmentData({ series: [], fileName: null, from: null, to: null })) });
    renderWithProviders(<EnvironmentPanel surveyExtId={SURVEY} />);
    expect(await screen.findByText('No environmental data for this audit')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload environment data' }));
    expect(await screen.findByRole('dialog', { name: 'Upload Environmental Data' })).toBeInTheDocument();
  });

  it('shows the screen message when the readings cannot be loaded', async () => {
    signInAs(userWith(['ROLE_USER']));
    stubApi({ [path]: () => jsonResponse(400, { status: 400, message: 'bad' }) });
    renderWithProviders(<EnvironmentPanel surveyExtId={SURVEY} />);
    expect((await screen.findAllByText('API error while loading the media details.')).length).toBeGreaterThan(0);
  });
});

describe('EnvironmentPanel offline (issue 37 item 3)', () => {
  it('says the readings load when the connection returns, in the badge’s words: no API error', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    signInAs(userWith(['ROLE_SURVEYOR']));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderWithProviders(<EnvironmentPanel surveyExtId={SURVEY} />);
    const offline = await within(await screen.findByTestId('environment-panel')).findByTestId('offline-state');
    expect(offline).toHaveTextContent('Offline');
    expect(offline).toHaveTextContent('The environmental readings load again when the connection returns.');
    expect(screen.queryByText('API error while loading the media details.')).not.toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});

describe('EnvironmentPanel on an audit the user cannot see', () => {
  it('stays away, leaving the page to say the audit was not found', async () => {
    signInAs(userWith(['ROLE_USER']));
    const fetchMock = stubApi({ [path]: () => jsonResponse(404, { status: 404, message: 'Not found' }) });
    renderWithProviders(<EnvironmentPanel surveyExtId={SURVEY} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await vi.waitFor(() => expect(screen.queryByTestId('environment-panel')).not.toBeInTheDocument());
    expect(screen.queryByText('This page was not found')).not.toBeInTheDocument();
  });
});

describe('MeasuredRange', () => {
  it('shows the measured range beside a question about the same parameter and fills a range answer from it', async () => {
    signInAs(userWith(['ROLE_SURVEYOR']));
    stubApi({ [path]: () => jsonResponse(200, environmentData()) });
    const onUse = vi.fn();
    renderWithProviders(
      <MeasuredRange
        surveyExtId={SURVEY}
        questionText="Dissolved oxygen range over the last 12 months (mg/l)"
        answerType="FLOAT_RANGE"
        onUse={onUse}
      />,
    );
    expect(await screen.findByTestId('measured-range')).toHaveTextContent('Measured 6.12–9.8 mg/l (mean 7.9, 504 readings)');
    await userEvent.click(screen.getByRole('button', { name: 'Use measured range' }));
    expect(onUse).toHaveBeenCalledWith('6.12-9.80');
  });

  it('stays away from questions about something not measured, and from text questions', async () => {
    signInAs(userWith(['ROLE_SURVEYOR']));
    const fetchMock = stubApi({ [path]: () => jsonResponse(200, environmentData()) });
    renderWithProviders(
      <>
        <MeasuredRange surveyExtId={SURVEY} questionText="Stocking density at the last count" answerType="FLOAT" />
        <MeasuredRange surveyExtId={SURVEY} questionText="Describe the dissolved oxygen events" answerType="LONG_TEXT" />
      </>,
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId('measured-range')).not.toBeInTheDocument();
  });
});
