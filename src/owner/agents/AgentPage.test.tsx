// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Agent } from '../../dataProvider/agents';
import { renderPage } from '../../dataProvider/testing';
import { AgentPage } from './AgentPage';

afterEach(cleanup);

const agent = (faceicon_label: string) =>
  ({
    _id: 'a1',
    display_name: 'Nova',
    display_tagline: 'Guide of the plaza',
    owner_name: 'Owner',
    faceicon_url: '',
    faceicon_label,
    modules_by_type: {},
    platforms: [],
    tokens: { total: 0, completion: 0, prompt: 0 },
    accumulated_crafting_cost_mc: 0,
  }) as unknown as Agent;

const show = (value: Agent) =>
  renderPage(<AgentPage />, {
    path: '/agent/:id',
    url: '/agent/a1',
    dataProvider: {
      getAgent: vi.fn().mockResolvedValue(value),
      agentIsOwner: vi.fn().mockResolvedValue(false),
    },
  });

describe('the agent page', () => {
  it('captions the face icon with its label, and writes no caption when there is none', async () => {
    show(agent('A smiling robot'));
    expect(await screen.findByText('Face icon: A smiling robot')).toBeTruthy();
    cleanup();
    show(agent(''));
    expect(await screen.findByRole('heading', { name: 'Nova', level: 1 })).toBeTruthy();
    expect(screen.queryByText(/Face icon:/)).toBeNull();
  });
});
