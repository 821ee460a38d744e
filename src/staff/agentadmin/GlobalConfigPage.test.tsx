// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../dataProvider/testing';
import { routes } from '../../paths';
import { GlobalConfigPage } from './GlobalConfigPage';

vi.mock('../../authProvider/useSession', () => ({
  useSession: () => ({ status: 'authenticated', user: { id: 'staff-1', permissions: ['superuser'] } }),
}));

afterEach(cleanup);

const costs = {
  agent_creation_cost_metacoins: 500,
  agent_recraft_cost_metacoins: 100,
  agent_recraft_faceicon_cost_metacoins: 100,
};

describe('Global agent config', () => {
  it('shows Send from the start, disabled until a cost changes, then sends the change', async () => {
    const saveAgentGlobalConfig = vi.fn((body: typeof costs) => Promise.resolve(body));
    renderPage(<GlobalConfigPage />, {
      path: routes.adminAgentConfigs,
      url: routes.adminAgentConfigs,
      dataProvider: { agentCosts: () => Promise.resolve(costs), saveAgentGlobalConfig },
    });
    const send = (await screen.findByRole('button', { name: 'Send' })) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    const [creation] = screen.getAllByRole('spinbutton') as HTMLInputElement[];
    fireEvent.change(creation, { target: { value: '600' } });
    await waitFor(() => expect(send.disabled).toBe(false));
    fireEvent.click(send);
    await waitFor(() =>
      expect(saveAgentGlobalConfig).toHaveBeenCalledWith({ ...costs, agent_creation_cost_metacoins: 600 }),
    );
  });
});
