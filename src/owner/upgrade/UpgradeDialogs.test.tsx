// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Quote } from '../../lib/upgradeFlow';
import { UpgradeDialogs } from './UpgradeDialogs';

afterEach(cleanup);

const showQuote = (quote: Quote) =>
  render(
    <UpgradeDialogs
      state={{ kind: 'confirmProration', choice: { plan: 'premium', button: 'downgrade' }, quote }}
      planName={(type) => type[0].toUpperCase() + type.slice(1)}
      dispatch={() => {}}
    />,
  );

describe('the plan change quote', () => {
  it('calls a total below zero a credit, not a payment, and shows it without a minus sign', () => {
    showQuote({
      currency: 'usd',
      total: -50000,
      lines: [
        { amount: -79000, currency: 'usd', description: 'Unused time on Professional (annual)' },
        { amount: 29000, currency: 'usd', description: 'Remaining time on Premium (annual)' },
      ],
    });
    const table = within(screen.getByRole('dialog', { name: 'Confirm Plan Change' })).getByRole('table');
    const total = within(table).getAllByRole('row').at(-1);
    expect(total?.textContent).toBe('Credit to your account (nothing to pay now)$500.00');
    expect(table.textContent).not.toContain('Total to pay now');
  });

  it('calls a positive total the amount to pay now', () => {
    showQuote({ currency: 'usd', total: 50000, lines: [] });
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.at(-1)?.textContent).toBe('Total to pay now$500.00');
  });
});
