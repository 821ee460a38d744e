import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_TEXTS } from '../home/texts';
import { PrivacyPage } from './PrivacyPage';

const loadPrivacyText = vi.hoisted(() => vi.fn<() => Promise<string>>());
vi.mock('../../api/config', () => ({ loadPrivacyText }));

afterEach(() => {
  cleanup();
  loadPrivacyText.mockReset();
});

// The page runs in the light public shell, without react-admin.
describe('PrivacyPage', () => {
  it('shows the text paragraph by paragraph', async () => {
    loadPrivacyText.mockResolvedValue('First part.\n\nSecond part.');
    render(<PrivacyPage />);
    expect(screen.getByLabelText(PRIVACY_TEXTS.loading)).toBeTruthy();
    expect(await screen.findByText('First part.')).toBeTruthy();
    expect(screen.getByText('Second part.')).toBeTruthy();
  });

  it('says when the text could not be loaded, and loads it again on request', async () => {
    loadPrivacyText.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('Now it is here.');
    render(<PrivacyPage />);
    expect(await screen.findByText(PRIVACY_TEXTS.failed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: PRIVACY_TEXTS.retry }));
    expect(await screen.findByText('Now it is here.')).toBeTruthy();
    expect(loadPrivacyText).toHaveBeenCalledTimes(2);
  });
});
