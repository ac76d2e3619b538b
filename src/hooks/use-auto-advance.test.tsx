import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoAdvance } from '@/hooks/use-auto-advance';

function Ticker(props: { paused: boolean; onAdvance: () => void; resetKey?: number }) {
  useAutoAdvance({ intervalMs: 5000, ...props });
  return null;
}

describe('useAutoAdvance', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every interval while running and stops when paused or unmounted', () => {
    const onAdvance = vi.fn();
    const view = render(<Ticker paused={false} onAdvance={onAdvance} />);
    vi.advanceTimersByTime(10_000);
    expect(onAdvance).toHaveBeenCalledTimes(2);
    view.rerender(<Ticker paused onAdvance={onAdvance} />);
    vi.advanceTimersByTime(20_000);
    expect(onAdvance).toHaveBeenCalledTimes(2);
    view.rerender(<Ticker paused={false} onAdvance={onAdvance} />);
    view.unmount();
    vi.advanceTimersByTime(20_000);
    expect(onAdvance).toHaveBeenCalledTimes(2);
  });

  it('restarts the countdown when the reset key changes', () => {
    const onAdvance = vi.fn();
    const view = render(<Ticker paused={false} onAdvance={onAdvance} resetKey={0} />);
    vi.advanceTimersByTime(4000);
    view.rerender(<Ticker paused={false} onAdvance={onAdvance} resetKey={1} />);
    vi.advanceTimersByTime(4000);
    expect(onAdvance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });
});
