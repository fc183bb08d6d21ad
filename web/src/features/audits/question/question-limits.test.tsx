import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { question, section, step, template } from '@aquarisk/contract/template/template.fixture';
import { localAudit, localContext } from '../../../lib/offline/local-flow.ts';
import { apiFarm } from '../../../test/contract-fixtures.ts';
import { offlinePackage } from '../../../test/offline-fixtures.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { signInAs, userWith } from '../../../test/session-fixtures.ts';
import { questionContext } from './question-fixtures.ts';
import { QuestionForm } from './question-form.tsx';

/** Issue 37 item 6: typing 1.20 lice on a Norwegian farm (legal limit: fewer than 0.5) is flagged as it is typed. */
const NORWAY_LICE = {
  kind: 'LEGAL' as const,
  breach: { op: 'GTE' as const, value: 0.5 },
  text: 'fewer than 0.5 adult female lice per fish at all times',
  source: 'Lakselusforskriften',
};

function renderLice(limits = [NORWAY_LICE]) {
  signInAs(userWith(['ROLE_SURVEYOR']));
  const onSave = vi.fn();
  const context = questionContext('FLOAT', { limits });
  renderWithProviders(
    <QuestionForm context={context} saving={false} moving={false} onSave={onSave} onBack={() => {}} onNext={() => {}} tools={null} />,
  );
  return onSave;
}

describe('the farm’s own limit on a question', () => {
  it('is shown with the question, and "Legal limit exceeded" flags a value over it as it is typed; the answer still saves', async () => {
    const onSave = renderLice();
    expect(screen.getByTestId('question-limit')).toHaveTextContent(
      'Legal limit for this farm: fewer than 0.5 adult female lice per fish at all times (Lakselusforskriften)',
    );
    fireEvent.change(screen.getByLabelText('Answer'), { target: { value: '0.3' } });
    expect(screen.queryByText('Legal limit exceeded')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Answer'), { target: { value: '1.20' } });
    expect(screen.getByTestId('limit-broken')).toHaveTextContent('Legal limit exceeded');
    expect(screen.getByTestId('limit-broken')).toHaveAttribute('role', 'status');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('1.20');
  });

  it('says nothing where the farm has no limit on the measure', () => {
    renderLice([]);
    fireEvent.change(screen.getByLabelText('Answer'), { target: { value: '1.20' } });
    expect(screen.queryByTestId('question-limit')).not.toBeInTheDocument();
    expect(screen.queryByText('Legal limit exceeded')).not.toBeInTheDocument();
  });

  it('comes with the question offline, from the farm in the offline copy and the same rule packs', () => {
    const lice = { ...question({ id: 1, type: 'FLOAT' }), ruleKey: 'lice.peak' };
    const pkg = offlinePackage({
      snapshot: template([section(1, [step(1, [lice])])]),
      farm: { ...apiFarm(), species: 'Atlantic salmon', country: 'Norway', stateProvince: 'Vestland' },
    });
    const context = localContext(localAudit(pkg, []), null);
    if (context.status === 'FINISH') throw new Error('no question');
    expect(context.question.limits).toEqual([expect.objectContaining({ kind: 'LEGAL', breach: { op: 'GTE', value: 0.5 } })]);
  });
});
