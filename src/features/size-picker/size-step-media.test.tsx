import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { VideoAsset } from '@/content/media';
import { media } from '@/content/media';
import { SizeStepMedia } from '@/features/size-picker/size-step-media';

// jsdom has no matchMedia; the reduced-motion hook reads it. Report "no preference".
beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

const first = media.sizeSteps[35];
const second: VideoAsset = { ...media.sizeSteps[50], label: 'A second video' };

// Rendered in jsdom and driven as a visitor would: CPU work, up to 0.3 s a test
// in a full run here and several times that on a busy machine, so room of its own.
describe('SizeStepMedia', { timeout: 30_000 }, () => {
  it('shows no dots when a size has one video', () => {
    render(<SizeStepMedia items={[first]} index={0} onChoose={() => {}} />);
    expect(screen.queryByRole('list', { name: 'Choose a video of this size' })).toBeNull();
    expect(screen.getByLabelText(first.label).tagName).toBe('VIDEO');
  });

  it('shows a dot per video when a size has several, and a dot chooses one', () => {
    const onChoose = vi.fn();
    const { rerender } = render(
      <SizeStepMedia items={[first, second]} index={0} onChoose={onChoose} />,
    );
    const dots = screen.getAllByRole('button', { name: /^Video \d of 2$/ });
    expect(dots).toHaveLength(2);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Video 2 of 2' }));
    expect(onChoose).toHaveBeenCalledWith(1);
    rerender(<SizeStepMedia items={[first, second]} index={1} onChoose={onChoose} />);
    expect(screen.getByLabelText('A second video').tagName).toBe('VIDEO');
    expect(screen.getByRole('button', { name: 'Video 2 of 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});
