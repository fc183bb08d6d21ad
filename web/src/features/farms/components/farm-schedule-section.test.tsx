import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES, type AuditSchedule } from '@aquarisk/contract/schemas/audit-schedule.schema';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { errorResponse } from '../../../test/error-response.ts';
import { companyA, sentJson, signInAs, stubApi, userWith } from '../../../test/session-fixtures.ts';
import { FarmScheduleSection } from './farm-schedule-section.tsx';

const path = `/api/v1/company/${companyA.externalId}/farm/f-1/schedule`;
const overdue: AuditSchedule = { kind: 'MONTHS_12', cycleDate: null, nextAuditDue: '2025-11-05', status: 'OVERDUE' };

function renderSection(schedule: AuditSchedule | undefined, editable = true, answer = jsonResponse(200, overdue)) {
  signInAs(userWith(['ROLE_COMPANY']));
  const fetchMock = stubApi({ [`PUT ${path}`]: answer });
  renderWithProviders(
    <FarmScheduleSection companyId={companyA.externalId} farmId="f-1" farmName="Chiloé Sur" schedule={schedule} editable={editable} />,
  );
  return fetchMock;
}

describe('FarmScheduleSection', () => {
  it('shows the badge and the day the audit was due', () => {
    renderSection(overdue, false);
    expect(screen.getByTestId('schedule-badge')).toHaveTextContent(/^Overdue/);
    expect(screen.getByTestId('schedule-summary')).toHaveTextContent(/^The next audit was due on .*2025\.$/);
    expect(screen.queryByRole('button', { name: 'Save schedule' })).toBeNull();
  });

  it('says when a farm has no schedule, or its cycle audit is launched', () => {
    renderSection(undefined, false);
    expect(screen.getByTestId('schedule-summary')).toHaveTextContent('No audit schedule: the farm is never due.');
    expect(screen.queryByTestId('schedule-badge')).toBeNull();
  });

  it('a production cycle needs its date: the contract message, nothing sent; then it saves the date', async () => {
    const fetchMock = renderSection({ kind: 'NONE', cycleDate: null, nextAuditDue: null, status: null });
    const u = userEvent.setup();
    const save = screen.getByRole('button', { name: 'Save schedule' });
    expect(save).toBeDisabled();
    await u.click(screen.getByRole('combobox', { name: 'Schedule' }));
    await u.click(await screen.findByRole('option', { name: 'Per production cycle' }));
    await u.click(save);
    expect(await screen.findByText(SCHEDULE_MESSAGES.cycleDateRequired)).toBeInTheDocument();
    expect(sentJson(fetchMock, 'PUT')).toBeUndefined();
    await u.type(screen.getByLabelText(/Next cycle’s audit date/), '2027-03-01');
    await u.click(save);
    expect(await screen.findByText('Audit schedule saved!')).toBeInTheDocument();
    expect(sentJson(fetchMock, 'PUT', path)).toEqual({ kind: 'CYCLE', cycleDate: '2027-03-01' });
  });

  it('sends an interval without a date, and a refused save says so', async () => {
    const fetchMock = renderSection(undefined, true, errorResponse('CONFLICT', 'x'));
    const u = userEvent.setup();
    await u.click(screen.getByRole('combobox', { name: 'Schedule' }));
    await u.click(await screen.findByRole('option', { name: 'Every 6 months' }));
    await u.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('API error while saving the audit schedule.')).toBeInTheDocument();
    expect(sentJson(fetchMock, 'PUT', path)).toEqual({ kind: 'MONTHS_6', cycleDate: null });
  });
});
