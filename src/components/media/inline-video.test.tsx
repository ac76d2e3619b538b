import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InlineVideo } from '@/components/media/inline-video';
import { media } from '@/content/media';

const video = media.sizeSteps[35];

describe('InlineVideo', () => {
  it('is muted, plays inline, keeps its size and is named by its label', () => {
    render(<InlineVideo video={video} preload="none" controls />);
    const element = screen.getByLabelText(video.label) as HTMLVideoElement;
    expect(element.muted).toBe(true);
    expect(element).toHaveAttribute('playsinline');
    expect(element).toHaveAttribute('width', String(video.width));
    expect(element).toHaveAttribute('height', String(video.height));
    expect(element).toHaveAttribute('poster', video.poster.src);
    expect(element).toHaveAttribute('preload', 'none');
    expect(element.querySelector('source')).toHaveAttribute('src', video.src);
  });

  it('has no poster until it may be fetched', () => {
    const { rerender } = render(<InlineVideo video={video} preload="none" showPoster={false} />);
    expect(screen.getByLabelText(video.label)).not.toHaveAttribute('poster');
    rerender(<InlineVideo video={video} preload="none" showPoster />);
    expect(screen.getByLabelText(video.label)).toHaveAttribute('poster', video.poster.src);
  });

  it('reports playing on play, and not playing on pause and at the end', () => {
    const seen: boolean[] = [];
    render(<InlineVideo video={video} preload="none" onPlayingChange={(p) => seen.push(p)} />);
    const element = screen.getByLabelText(video.label);
    fireEvent.play(element);
    fireEvent.pause(element);
    fireEvent.play(element);
    fireEvent.ended(element);
    expect(seen).toEqual([true, false, true, false]);
  });
});
