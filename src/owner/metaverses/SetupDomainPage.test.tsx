// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { renderPage } from '../../dataProvider/testing';
import { DOMAIN_RULE_TEXTS } from '../../lib/domainRules';
import { Toasts } from '../../layout/Toasts';
import { paths, routes } from '../../paths';
import { SetupDomainPage } from './SetupDomainPage';
import { METAVERSES_TEXTS as T } from './texts';

vi.mock(
  '../../authProvider/useSession',
  async () => (await import('../../dataProvider/testing')).ownerSessionModule,
);

afterEach(cleanup);

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

const open = (url: string, dataProvider: Parameters<typeof renderPage>[1]['dataProvider'] = {}) =>
  renderPage(
    <>
      <SetupDomainPage />
      <Address />
      <Toasts />
    </>,
    { path: routes.setupDomain, url, dataProvider },
  );

const nameField = () => screen.getByLabelText(new RegExp(T.nameLabel)) as HTMLInputElement;
const address = () => screen.getByLabelText('address').textContent;

describe('the Create Metaverse wizard', () => {
  it('goes back from "Who Can Access It?" to the name, keeping what was typed', async () => {
    open(paths.setupDomain('premium'));
    fireEvent.change(await screen.findByLabelText(new RegExp(T.nameLabel)), {
      target: { value: 'Moon Base' },
    });
    fireEvent.click(screen.getByRole('button', { name: T.next }));
    expect(await screen.findByRole('heading', { name: T.step2 })).toBeTruthy();
    // The step is in the address, so the browser's Back returns to the name too.
    expect(address()).toBe('/setupdomain?plan=premium&step=access');

    fireEvent.click(screen.getByRole('button', { name: T.back }));
    expect(await screen.findByRole('heading', { name: T.step1 })).toBeTruthy();
    expect(nameField().value).toBe('Moon Base');
    expect(address()).toBe('/setupdomain?plan=premium');
  });

  it('starts at the name when opened at the second step without one', async () => {
    open(`${paths.setupDomain('free')}&step=access`);
    expect(await screen.findByRole('heading', { name: T.step1 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: T.step2 })).toBeNull();
  });

  it("returns to the name with the server's refusal next to it", async () => {
    const refusal = 'Name must be at most 100 characters long.';
    const createDomain = vi.fn(() => Promise.reject(new ApiError(400, refusal)));
    open(paths.setupDomain('free'), { createDomain });
    const long = 'M'.repeat(101);
    fireEvent.change(await screen.findByLabelText(new RegExp(T.nameLabel)), { target: { value: long } });
    fireEvent.click(screen.getByRole('button', { name: T.next }));
    fireEvent.click(await screen.findByRole('button', { name: T.go }));

    expect(await screen.findByRole('heading', { name: T.step1 })).toBeTruthy();
    expect(createDomain).toHaveBeenCalled();
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(nameField().value).toBe(long);

    fireEvent.change(nameField(), { target: { value: 'Moon Base' } });
    expect(screen.queryByText(refusal)).toBeNull();
  });

  it('says a name the rules refuse once, under the name, and not any more on the next step', async () => {
    open(paths.setupDomain('free'));
    fireEvent.change(await screen.findByLabelText(new RegExp(T.nameLabel)), { target: { value: 'a-b' } });
    fireEvent.click(screen.getByRole('button', { name: T.next }));
    expect(await screen.findByText(DOMAIN_RULE_TEXTS.nameRule)).toBeTruthy();
    // Not also as a toast.
    expect(screen.getAllByText(DOMAIN_RULE_TEXTS.nameRule)).toHaveLength(1);

    fireEvent.change(nameField(), { target: { value: 'Moon Base' } });
    expect(screen.queryByText(DOMAIN_RULE_TEXTS.nameRule)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: T.next }));
    expect(await screen.findByRole('heading', { name: T.step2 })).toBeTruthy();
    expect(screen.queryByText(DOMAIN_RULE_TEXTS.nameRule)).toBeNull();
  });

  it('says on "Who Can Access It?" why a creation that names no field failed, once', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = 'You have reached the number of metaverses you may own.';
    const createDomain = vi.fn(() => Promise.reject(new ApiError(403, refusal)));
    open(paths.setupDomain('free'), { createDomain });
    fireEvent.change(await screen.findByLabelText(new RegExp(T.nameLabel)), {
      target: { value: 'Moon Base' },
    });
    fireEvent.click(screen.getByRole('button', { name: T.next }));
    fireEvent.click(await screen.findByRole('button', { name: T.go }));

    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByRole('heading', { name: T.step2 })).toBeTruthy();
    expect(screen.getAllByText(refusal)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: T.go }).hasAttribute('disabled')).toBe(false),
    );
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
