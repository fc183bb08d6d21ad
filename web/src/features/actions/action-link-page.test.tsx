import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { signInAs, userWith } from '../../test/session-fixtures.ts';
import { ActionLinkPage } from './action-link-page.tsx';
import { closedActions, openActions, stubActionsApi, surveyActions } from './actions-test-api.ts';

const stub = () =>
  stubActionsApi((c) => {
    if (c.path === '/api/v1/action/survey/s-lof')
      return jsonResponse(200, surveyActions(c.query.get('closed') === 'true' ? closedActions : openActions));
    return undefined;
  });
const open = (actionExtId: string) =>
  renderWithProviders(<ActionLinkPage />, { route: `/actions/s-lof/${actionExtId}`, path: '/actions/:surveyExtId/:actionExtId' });

describe('ActionLinkPage: the page a mail links to', () => {
  it('shows the one open action, with Review for who may resolve it', async () => {
    signInAs(userWith(['ROLE_COMPANY']));
    stub();
    open('a-high');
    expect(await screen.findByRole('article', { name: 'Net damage found' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Generator service overdue' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review Net damage found' })).toBeInTheDocument();
  });

  it('names the farm and the audit the action belongs to (issue 37, slip of item 18)', async () => {
    signInAs(userWith(['ROLE_COMPANY']));
    stub();
    open('a-high');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lofoten North winter audit' })).toBeInTheDocument();
    expect(screen.getByText(surveyActions(openActions).farm.name)).toBeInTheDocument();
    expect(screen.queryByText('The action a mail links to.')).not.toBeInTheDocument();
  });

  it('shows a resolved action as resolved', async () => {
    signInAs(userWith(['ROLE_COMPANY']));
    stub();
    open('a-old');
    expect(await screen.findByRole('article', { name: 'Escape plan not tested' })).toBeInTheDocument();
    expect(screen.getByText('This action is resolved.')).toBeInTheDocument();
  });

  it('says so when the action is not there', async () => {
    signInAs(userWith(['ROLE_COMPANY']));
    stub();
    open('a-gone');
    expect(await screen.findByText('Action not found')).toBeInTheDocument();
  });
});
