import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { session } from '../../lib/session.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { companyA, companyB, signInAs, userWith } from '../../test/session-fixtures.ts';
import { CurrentCompanyPage } from './current-company-page.tsx';

let mounts = 0;
/** Counts its mounts, to show the body starts afresh for another company. */
function Body({ name }: { name: string }) {
  useState(() => ++mounts);
  return <p>Body of {name}</p>;
}

const page = (
  <CurrentCompanyPage title="Actions" description="What the page shows." noCompanyHint="Choose a company to see its actions.">
    {(company) => <Body name={company.name} />}
  </CurrentCompanyPage>
);

describe('CurrentCompanyPage', () => {
  it('shows the header with the company name and the body, remounted when the company changes', () => {
    signInAs(userWith(['ROLE_COMPANY']), companyA);
    mounts = 0;
    renderWithProviders(page);
    expect(screen.getByRole('heading', { name: 'Actions', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(companyA.name)).toBeInTheDocument();
    expect(screen.getByText(`Body of ${companyA.name}`)).toBeInTheDocument();
    act(() => session.set({ ...session.get(), company: companyB }));
    expect(screen.getByText(`Body of ${companyB.name}`)).toBeInTheDocument();
    expect(mounts).toBe(2);
  });

  it('asks to choose a company when none is current', () => {
    signInAs(userWith(['ROLE_COMPANY']), null);
    renderWithProviders(page);
    expect(screen.getByText('No company selected')).toBeInTheDocument();
    expect(screen.getByText('Choose a company to see its actions.')).toBeInTheDocument();
    expect(screen.queryByText(/Body of/)).not.toBeInTheDocument();
  });
});
