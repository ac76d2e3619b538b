import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from '@/components/media/responsive-image';
import type { ImageAsset } from '@/content/media';

const image: ImageAsset = {
  kind: 'image',
  src: '/media/test/unit-800.jpg',
  srcSet: '/media/test/unit-400.jpg 400w, /media/test/unit-800.jpg 800w',
  sources: [
    {
      type: 'image/avif',
      srcSet: '/media/test/unit-400.avif 400w, /media/test/unit-800.avif 800w',
    },
    {
      type: 'image/webp',
      srcSet: '/media/test/unit-400.webp 400w, /media/test/unit-800.webp 800w',
    },
  ],
  width: 800,
  height: 600,
  alt: 'A storage unit full of boxes',
};

describe('ResponsiveImage', () => {
  it('renders a picture with the modern sources first and a sized, lazy fallback', () => {
    const { container } = render(<ResponsiveImage image={image} sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'A storage unit full of boxes' });
    expect(img).toHaveAttribute('src', image.src);
    expect(img).toHaveAttribute('srcset', image.srcSet);
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('srcset', image.sources[0]?.srcSet);
    expect(sources[0]).toHaveAttribute('sizes', '50vw');
    expect(container.querySelector('picture > img')).toBe(img);
  });

  it('loads eagerly with high priority when asked (the first hero slide)', () => {
    render(<ResponsiveImage image={image} loading="eager" fetchPriority="high" />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('gives a decorative image empty alt text, hiding it from assistive technology', () => {
    const { container } = render(
      <ResponsiveImage image={{ ...image, alt: '', decorative: true }} />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });
});
