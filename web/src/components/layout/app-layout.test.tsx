import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app/routes.tsx';
import { session } from '../../lib/session.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { companyA, companyB, sessionRoutes, signInAs, stubApi, userWith } from '../../test/session-fixtures.ts';
import { warmPages } from '../../test/warm-pages.ts';

warmPages(
  () => import('../../features/audits/audits-page.tsx'),
  () => import('../../features/account/account-page.tsx'),
);

function renderAs(authorities: string[], route = '/', companies = [companyA, companyB]) {
  const user = userWith(authorities);
  signInAs(user);
  stubApi(sessionRoutes(user, companies));
  return renderWithProviders(<AppRoutes />, { route });
}

const mainNav = () => within(screen.getAllByRole('navigation', { name: 'Main' })[0]!);

describe('top navigation', () => {
  it('Audits is active on / and on /audits', async () => {
    renderAs(['ROLE_USER'], '/');
    await screen.findByRole('heading', { name: 'Audits', level: 1 });
    expect(mainNav().getByRole('link', { name: 'Audits' })).toHaveAttribute('aria-current', 'page');
    expect(mainNav().getByRole('link', { name: 'Actions' })).not.toHaveAttribute('aria-current');
  });

  it('a viewer sees Audits, Actions and Intelligence, and the company name only', async () => {
    renderAs(['ROLE_USER', 'ROLE_UNDERWRITER']);
    await screen.findByRole('heading', { name: 'Audits', level: 1 });
    for (const name of ['Audits', 'Actions', 'Intelligence', 'Portfolio'])
      expect(mainNav().getByRole('link', { name })).toBeInTheDocument();
    expect(mainNav().queryByRole('link', { name: 'Templates' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Current company')).toHaveTextContent('Atlantic Salmon AS');
    expect(screen.queryByRole('button', { name: /Company menu/ })).not.toBeInTheDocument();
  });

  it('the user menu shows the initials, Account and Sign Out; Activity Log for admins only', async () => {
    renderAs(['ROLE_MANAGER']);
    const user = userEvent.setup();
    const trigger = await screen.findByRole('button', { name: 'User menu: Ingrid Hansen' });
    expect(trigger).toHaveTextContent('IH');
    await user.click(trigger);
    expect(await screen.findByRole('menuitem', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Activity Log' })).not.toBeInTheDocument();
  });

  it('a company user gets Edit company, Farms and Users, but cannot switch or add companies', async () => {
    renderAs(['ROLE_COMPANY']);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Company menu: Atlantic Salmon AS' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit company' })).toHaveAttribute('href', '/companies/c-a');
    expect(screen.getByRole('menuitem', { name: 'Farms' })).toHaveAttribute('href', '/companies/c-a/farms');
    expect(screen.getByRole('menuitem', { name: 'Users' })).toHaveAttribute('href', '/companies/c-a/users');
    expect(screen.queryByRole('menuitem', { name: 'Bergen Mussels' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: '+ Company' })).not.toBeInTheDocument();
  });

  it('an admin sees Templates, Activity Log, every company to switch to and + Company', async () => {
    renderAs(['ROLE_ADMIN'], '/actions');
    const user = userEvent.setup();
    expect(await mainNav().findByRole('link', { name: 'Templates' })).toHaveAttribute('href', '/templates');
    await user.click(await screen.findByRole('button', { name: 'User menu: Ingrid Hansen' }));
    expect(await screen.findByRole('menuitem', { name: 'Activity Log' })).toHaveAttribute('href', '/activity-log');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Company menu: Atlantic Salmon AS' }));
    expect(await screen.findByRole('menuitem', { name: '+ Company' })).toHaveAttribute('href', '/companies/new');
    await user.click(await screen.findByRole('menuitem', { name: 'Bergen Mussels' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(session.get().company).toEqual(companyB);
    expect(await screen.findByRole('button', { name: 'Company menu: Bergen Mussels' })).toBeInTheDocument();
  });

  it('an admin with a single company sees no switch list', async () => {
    renderAs(['ROLE_ADMIN'], '/', [companyA]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Company menu: Atlantic Salmon AS' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit company' })).toBeInTheDocument();
    expect(screen.queryByText('Switch company')).not.toBeInTheDocument();
  });

  it('a stored company the user no longer belongs to is replaced', async () => {
    const user = userWith(['ROLE_USER'], { currentCompany: null });
    signInAs(user, { externalId: 'gone', name: 'Gone Ltd' });
    stubApi(sessionRoutes(user, [companyB, companyA]));
    renderWithProviders(<AppRoutes />, { route: '/' });
    await waitFor(() => expect(session.get().company).toEqual(companyB));
  });

  it('the keyboard reaches the skip link and the navigation', async () => {
    renderAs(['ROLE_USER']);
    await screen.findByRole('heading', { name: 'Audits', level: 1 });
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await user.tab(); // the burger; CSS hides it on desktop, jsdom does not apply CSS
    expect(screen.getByRole('button', { name: 'Open navigation' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Aquarisk home' })).toHaveFocus();
  });
});
