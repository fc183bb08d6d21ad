import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RiskCategoriesCarousel } from './risk-categories-carousel.tsx';

const current = () => screen.getAllByRole('group', { hidden: true }).find((g) => g.getAttribute('aria-hidden') === 'false');

describe('RiskCategoriesCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the five categories in turn on the spec timings', () => {
    render(<RiskCategoriesCarousel />);
    expect(current()).toHaveAccessibleName('1 of 5: Animal Health');
    act(() => vi.advanceTimersByTime(6000));
    expect(current()).toHaveAccessibleName('2 of 5: Environment');
    for (let i = 0; i < 3; i++) act(() => vi.advanceTimersByTime(5000));
    expect(current()).toHaveAccessibleName('5 of 5: Husbandry');
  });

  it('pauses on hover and can be driven by its buttons and arrow keys', () => {
    render(<RiskCategoriesCarousel />);
    const carousel = screen.getByRole('group', { name: 'Risk Categories' });
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(20_000));
    expect(current()).toHaveAccessibleName('1 of 5: Animal Health');

    fireEvent.click(screen.getByRole('button', { name: 'Next category' }));
    expect(current()).toHaveAccessibleName('2 of 5: Environment');
    fireEvent.click(screen.getByRole('button', { name: 'Show Governance' }));
    expect(current()).toHaveAccessibleName('4 of 5: Governance');
    expect(screen.getByRole('button', { name: 'Show Governance' })).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(current()).toHaveAccessibleName('3 of 5: Engineering');

    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toHaveAccessibleName('4 of 5: Governance');
  });

  it('stops with the Pause button until Play is pressed', () => {
    render(<RiskCategoriesCarousel />);
    fireEvent.click(screen.getByRole('button', { name: /^Pause/ }));
    act(() => vi.advanceTimersByTime(30_000));
    expect(current()).toHaveAccessibleName('1 of 5: Animal Health');
    fireEvent.click(screen.getByRole('button', { name: /^Play/ }));
    act(() => vi.advanceTimersByTime(6000));
    expect(current()).toHaveAccessibleName('2 of 5: Environment');
  });
});
