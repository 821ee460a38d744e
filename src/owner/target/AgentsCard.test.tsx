// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AvailableActors, ManagedLocationContext } from '../../dataProvider/mvbots';
import { renderPage } from '../../dataProvider/testing';
import { Toasts } from '../../layout/Toasts';
import { AgentsCard, type AgentsCardProps } from './AgentsCard';
import { AGENTS_CARD_TEXTS as T } from './agentsTexts';

afterEach(cleanup);

const actor = (actor_id: string, display_name: string) => ({
  actor_id,
  display_name,
  display_tagline: `${display_name} says hi`,
  faceicon_url: '',
});

const CONTEXT: ManagedLocationContext = {
  uri: 'moonbase/locations/dock',
  mvbots_option: 'custom',
  actor_ids: ['ava'],
  persistent_actor_ids: [],
  user_topics: ['Rockets'],
  autospawn: false,
  actors: [actor('ava', 'Ava')],
  domain_location_overrides: [],
  location_domain_mvbots_option: 'inherit',
};

const available = (max: number): AvailableActors => ({
  actors: [actor('ava', 'Ava'), actor('max', 'Max'), actor('nova', 'Nova')],
  max_actors: max,
  plan_state: max > 0 ? 'ok' : 'needsupgrade',
});

function open(max: number, props: Partial<AgentsCardProps> = {}, context = CONTEXT) {
  const saveManagedLocationContext = vi.fn((body: { user_topics?: string[] }) =>
    Promise.resolve({ ...context, user_topics: body.user_topics ?? [] }),
  );
  renderPage(
    <>
      <AgentsCard
        domain="moonbase"
        locationUri={context.uri}
        type="location"
        editable
        release="prod"
        {...props}
      />
      <Toasts />
    </>,
    {
      path: '/',
      url: '/',
      dataProvider: {
        getManagedLocationContext: () => Promise.resolve(context),
        listAvailableMvbotActors: () => Promise.resolve(available(max)),
        saveManagedLocationContext,
      },
    },
  );
  return { saveManagedLocationContext };
}

describe('AgentsCard', () => {
  it('asks to upgrade when the plan allows no agents', async () => {
    open(0, { type: 'metaverse' });
    expect(await screen.findByText(T.needsUpgrade('metaverse'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.save })).toBeNull();
  });

  it('offers Always Appear only when the plan allows more than 2 agents', async () => {
    open(2);
    expect(await screen.findByText('Ava')).toBeTruthy();
    expect(screen.queryByRole('switch', { name: T.alwaysAppearFor('Ava') })).toBeNull();
    cleanup();
    open(3);
    expect(await screen.findByRole('switch', { name: T.alwaysAppearFor('Ava') })).toBeTruthy();
  });

  it('adds agents up to max_actors, then Add AI Agent is disabled', async () => {
    open(2);
    const add = await screen.findByRole('button', { name: T.addAgent });
    fireEvent.click(add);
    const dialog = await screen.findByRole('dialog', { name: T.selectAgent });
    // Ava is picked already: only the others are offered.
    expect(within(dialog).queryByText('Ava')).toBeNull();
    fireEvent.click(within(dialog).getByText('Nova'));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: T.addAgent }) as HTMLButtonElement).disabled).toBe(true),
    );
  });

  it('saves topics trimmed and without empty lines', async () => {
    const { saveManagedLocationContext } = open(3);
    const topics = await screen.findByRole('textbox', { name: T.topics });
    fireEvent.change(topics, { target: { value: '  Rockets \n\n  \nMoon dust\n' } });
    fireEvent.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(saveManagedLocationContext).toHaveBeenCalled());
    expect(saveManagedLocationContext.mock.calls[0][0]).toMatchObject({
      location_uri: 'moonbase/locations/dock',
      mvbots_option: 'custom',
      actor_ids: ['ava'],
      user_topics: ['Rockets', 'Moon dust'],
    });
    expect(await screen.findByText(T.saved)).toBeTruthy();
  });

  it('shows a failed save as an alert', async () => {
    const { saveManagedLocationContext } = open(3);
    saveManagedLocationContext.mockImplementationOnce(() => Promise.reject(new Error('boom')));
    fireEvent.click(await screen.findByRole('button', { name: T.save }));
    expect((await screen.findByRole('alert')).textContent).toContain('The AI agents could not be saved');
  });

  it('offers a metaverse inherit, shown as Disabled, and custom', async () => {
    open(
      3,
      { type: 'metaverse', locationUri: 'moonbase' },
      { ...CONTEXT, uri: 'moonbase', location_domain_mvbots_option: null },
    );
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: T.option }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([T.options.disabled, T.options.custom]);
  });

  it('saves Appear Automatically, which needs a picked agent', async () => {
    const { saveManagedLocationContext } = open(3);
    const autospawn = await screen.findByRole('switch', { name: T.autospawn });
    expect((autospawn as HTMLInputElement).checked).toBe(false);
    fireEvent.click(autospawn);
    fireEvent.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(saveManagedLocationContext).toHaveBeenCalled());
    expect(saveManagedLocationContext.mock.calls[0][0]).toMatchObject({
      actor_ids: ['ava'],
      autospawn: true,
    });
    // Without agents the switch is off, says why, and the save leaves it off.
    fireEvent.click(screen.getByRole('button', { name: T.remove('Ava') }));
    const off = screen.getByRole('switch', { name: T.autospawn }) as HTMLInputElement;
    expect(off.checked).toBe(false);
    expect(off.disabled).toBe(true);
    expect(screen.getByText(T.autospawnNeedsAgents)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(saveManagedLocationContext).toHaveBeenCalledTimes(2));
    expect(saveManagedLocationContext.mock.calls[1][0]).toMatchObject({ actor_ids: [], autospawn: false });
  });

  it('keeps a stored Appear Automatically on save', async () => {
    const { saveManagedLocationContext } = open(3, {}, { ...CONTEXT, autospawn: true });
    expect(((await screen.findByRole('switch', { name: T.autospawn })) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(saveManagedLocationContext).toHaveBeenCalled());
    expect(saveManagedLocationContext.mock.calls[0][0]).toMatchObject({ autospawn: true });
  });
});
