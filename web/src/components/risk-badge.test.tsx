import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { RiskBadge } from './risk-badge.tsx';

describe('RiskBadge', () => {
  it.each([
    ['MODERATE_HIGH', undefined, 'MODERATE HIGH'],
    ['LOW', 84.25, '84.3% · LOW'],
    [null, null, 'N/A · undefined'],
    ['UNKNOWN', undefined, 'undefined'],
  ])('%s %s → %s', (risk, score, text) => {
    renderWithProviders(<RiskBadge risk={risk} normScore={score} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
