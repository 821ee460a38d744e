// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import type { KnowledgeIndex } from '../../dataProvider/agents';
import { renderPage } from '../../dataProvider/testing';
import { paths, routes } from '../../paths';
import { AgentAdminPage } from './AgentAdminPage';
import { AgentEmbeddingsPage } from './AgentEmbeddingsPage';
import { AGENT_ADMIN_TEXTS as T } from './texts';

afterEach(cleanup);

const INDEX: KnowledgeIndex = {
  responder: 'local responder',
  embeddings: false,
  pgvector: false,
  documents: [
    {
      id: 'doc-1',
      domain_id: 'dom-1',
      domain_name: 'Demo Business',
      name: 'Harbour guide.pdf',
      mimetype: 'application/pdf',
      status: 'indexed',
      error: '',
      chunks: 4,
      vectors: false,
      indexed: '2026-11-25T10:00:00.000Z',
      updated: '2026-11-25T10:00:00.000Z',
    },
  ],
};

describe('the agent admin hub (staff-and-agents.md §2.17)', () => {
  it('has the five buttons of the spec, Manage Embeddings leading to the embeddings page', async () => {
    renderPage(<AgentAdminPage />, {
      path: routes.adminAgents,
      url: paths.admin.agents(),
      dataProvider: { agentAdminStats: async () => ({ agents: 2 }) },
    });
    const nav = await screen.findByRole('navigation', { name: T.hubLinks });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['View Agents', 'View User Memories', 'Manage Modules', 'Manage Configs', 'Manage Embeddings']);
    expect(within(nav).getByRole('link', { name: 'Manage Embeddings' })).toHaveProperty(
      'pathname',
      '/admin/agents/embeddings',
    );
    expect(await screen.findByText('agents')).toBeTruthy();
  });
});

describe('the embeddings page (/admin/agents/embeddings)', () => {
  it('lists the documents and reports a failed processing as "Error:" plus the error', async () => {
    const processEmbeddings = vi.fn(async () => {
      throw new ApiError(503, 'The indexing queue is not running.');
    });
    renderPage(<AgentEmbeddingsPage />, {
      path: routes.adminAgentEmbeddings,
      url: paths.admin.agentEmbeddings(),
      dataProvider: { knowledgeIndex: async () => INDEX, processEmbeddings },
    });
    expect(await screen.findByRole('heading', { name: 'Manage Embeddings', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'Harbour guide.pdf' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.processMissing }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error: The indexing queue is not running.');
    expect(processEmbeddings).toHaveBeenCalledWith(false);
  });
});
