// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DiscoveryCard } from './DiscoveryCard';

afterEach(cleanup);

const BLOB = 'a'.repeat(64);

function renderCard() {
  const onUpload = vi.fn();
  render(
    <DiscoveryCard
      target={{ doorimageblob: BLOB, discoverybannerblob: BLOB }}
      disabled={false}
      busy={false}
      onUpload={onUpload}
      onClear={vi.fn()}
    />,
  );
  return onUpload;
}

/** The preview box of a slot: its ratio and how wide it may grow. */
function preview(slot: string) {
  const box = screen.getByTestId(`preview-${slot}`);
  return { aspectRatio: box.style.aspectRatio, maxWidth: box.style.maxWidth };
}

describe('the discovery card (single-target-and-flows.md §9, screens.md B2)', () => {
  it('draws each preview in its slot’s ratio: the door image square, the banner wide', () => {
    renderCard();
    expect(preview('doorimage')).toEqual({ aspectRatio: '1 / 1', maxWidth: '180px' });
    expect(preview('discoverybanner')).toEqual({ aspectRatio: '4 / 1', maxWidth: '720px' });
    expect(preview('branding')).toEqual({ aspectRatio: '1 / 1', maxWidth: '180px' });
    expect(screen.getByRole('img', { name: 'Door image' })).toBeTruthy();
  });

  it('has the hubscraper branding slot, 1:1 (1024x1024), which can be uploaded', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: 'Hubscraper branding · 1:1 (1024x1024)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload Hubscraper branding' })).toBeTruthy();
    // Nothing stored yet: nothing to clear.
    expect(screen.getByRole('button', { name: 'Clear Hubscraper branding' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
