import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoplayCarousel } from './use-autoplay-carousel.ts';

function setup(paused = false) {
  return renderHook(({ p }) => useAutoplayCarousel(5, p), { initialProps: { p: paused } });
}
/** One act per step: React re-arms the timer in an effect, which runs when the act ends. */
const advance = (...steps: number[]) => steps.forEach((ms) => act(() => void vi.advanceTimersByTime(ms)));

describe('useAutoplayCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds the first slide 6 s, then moves every 5 s and wraps back to the first', () => {
    const { result } = setup();
    advance(5999);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
    advance(4999);
    expect(result.current.index).toBe(1);
    advance(1);
    expect(result.current.index).toBe(2);
    advance(5000, 5000, 5000);
    expect(result.current.index).toBe(0);
    advance(5000);
    expect(result.current.index).toBe(0);
    advance(1000);
    expect(result.current.index).toBe(1);
  });

  it('does not move while paused and gives the slide its full time when resumed', () => {
    const { result, rerender } = setup();
    advance(4000);
    rerender({ p: true });
    advance(60_000);
    expect(result.current.index).toBe(0);
    rerender({ p: false });
    advance(5999);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
  });

  it('restarts the clock when a slide is chosen, with next and previous wrapping', () => {
    const { result } = setup();
    advance(3000);
    act(() => result.current.goTo(3));
    advance(4999);
    expect(result.current.index).toBe(3);
    advance(1);
    expect(result.current.index).toBe(4);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
    act(() => result.current.previous());
    expect(result.current.index).toBe(4);
  });

  it('stays still when started paused', () => {
    const { result } = setup(true);
    advance(30_000);
    expect(result.current.index).toBe(0);
  });
});
