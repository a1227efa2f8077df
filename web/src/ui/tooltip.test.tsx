import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from './tooltip';

function Two() {
  return (
    <>
      <Tooltip content="Star this business">
        <button type="button">Star</button>
      </Tooltip>
      <Tooltip content="Remove from starred">
        <button type="button">Unstar</button>
      </Tooltip>
    </>
  );
}

describe('tooltips', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('open 700 ms after the pointer rests on the trigger, describe it, and close when it leaves', () => {
    render(<Two />);
    const star = screen.getByRole('button', { name: 'Star' });
    fireEvent.pointerEnter(star);
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Star this business');
    expect(star).toHaveAccessibleDescription('Star this business');
    fireEvent.pointerLeave(star);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(star).not.toHaveAttribute('aria-describedby');
  });

  it('open at once within 300 ms of another closing, and after the full delay later', () => {
    render(<Two />);
    const [star, unstar] = [screen.getByRole('button', { name: 'Star' }), screen.getByRole('button', { name: 'Unstar' })];
    fireEvent.pointerEnter(star);
    act(() => vi.advanceTimersByTime(700));
    fireEvent.pointerLeave(star);
    fireEvent.pointerEnter(unstar);
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Remove from starred');
    fireEvent.pointerLeave(unstar);
    act(() => vi.advanceTimersByTime(301));
    fireEvent.pointerEnter(star);
    act(() => vi.advanceTimersByTime(0));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('open on keyboard focus and close with Escape', () => {
    render(<Two />);
    const star = screen.getByRole('button', { name: 'Star' });
    fireEvent.focus(star);
    act(() => vi.advanceTimersByTime(700));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.keyDown(star, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
