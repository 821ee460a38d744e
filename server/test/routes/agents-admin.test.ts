/**
 * Agent administration (staff-and-agents.md §2.17, §7): the hub's stats, the global config and the Knowledge
 * Base's embeddings page with re-processing. Access by permission is in the staff access matrix.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { indexDocument, KNOWLEDGE_QUEUE } from '../../lib/knowledge/index.ts';
import { apiTest } from '../api-test.ts';
import { docxOf, pdfOf } from '../documents.ts';

const api = apiTest({ roles: ['superuser', 'admin', 'owner'] });

const upload = async (name: string, bytes: Buffer, type: string) =>
  (
    await api.op(
      'uploadContent',
      {
        path: { domain: 'demo-business' },
        query: { name, only: 'documents' },
        body: bytes,
        headers: { 'content-type': type },
        as: 'owner',
      },
      200,
    )
  ).json.id;

let pdf = '';
let docx = '';

beforeAll(async () => {
  pdf = await upload('pier.pdf', pdfOf(['The pier opens at dawn.']), 'application/pdf');
  docx = await upload(
    'shop.docx',
    docxOf(['The shop sells lanterns.']),
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  );
});

describe('the embeddings page', () => {
  it('lists support documents queued on upload, then indexed from PDF and DOCX', async () => {
    let index = (await api.op('getKnowledgeIndex', { as: 'superuser' }, 200)).json;
    expect(index.responder).toBe('local responder');
    expect(index.embeddings).toBe(false);
    const find = (id: string) => index.documents.find((d) => d.id === id)!;
    expect(['queued', 'indexed']).toContain(find(pdf).status);
    await indexDocument(api.app, pdf);
    await indexDocument(api.app, docx);
    index = (await api.op('getKnowledgeIndex', { as: 'superuser' }, 200)).json;
    expect(find(pdf)).toMatchObject({
      status: 'indexed',
      chunks: 1,
      vectors: false,
      domain_name: 'Demo Business',
    });
    expect(find(docx)).toMatchObject({ status: 'indexed', chunks: 1 });
    const hits = await api.app.repos.knowledge.searchText(find(pdf).domain_id, 'When does the pier open?', 5);
    expect(hits[0]).toMatchObject({ document: 'pier.pdf' });
  });

  it('records a document that cannot be read as failed, in our words', async () => {
    const broken = await upload('broken.pdf', Buffer.from('%PDF-1.4\nnot really a pdf'), 'application/pdf');
    await expect(indexDocument(api.app, broken)).rejects.toThrow('This PDF could not be read.');
    const index = (await api.op('getKnowledgeIndex', { as: 'superuser' }, 200)).json;
    expect(index.documents.find((d) => d.id === broken)).toMatchObject({
      status: 'failed',
      error: 'This PDF could not be read.',
    });
  });

  it('queues the documents not indexed, or all of them with force_update', async () => {
    const index = (await api.op('getKnowledgeIndex', { as: 'superuser' }, 200)).json;
    const notIndexed = index.documents.filter((d) => d.status !== 'indexed').length;
    const some = await api.op(
      'processEmbeddings',
      { query: { collection: 'domain_docs' }, as: 'superuser' },
      200,
    );
    expect(some.json.queued).toBe(notIndexed);
    const all = await api.op(
      'processEmbeddings',
      { query: { collection: 'domain_docs', force_update: true }, as: 'superuser' },
      200,
    );
    expect(all.json.queued).toBe(index.documents.length);
    expect(KNOWLEDGE_QUEUE).toBe('knowledge-index');
    await api.op('processEmbeddings', { invalidQuery: { collection: 'entities' }, as: 'superuser' }, 400);
  });
});

describe('the hub and the global config', () => {
  it('shows the stats', async () => {
    const stats = (await api.op('getAgentAdminStats', { as: 'superuser' }, 200)).json;
    expect(stats).toMatchObject({ module_types: 4, responder: 'local responder', pgvector: false });
    expect(Number(stats.agents)).toBeGreaterThanOrEqual(1);
  });

  it('saves the costs, which crafting then charges, and refuses bad values', async () => {
    const costs = {
      agent_creation_cost_metacoins: 50,
      agent_recraft_cost_metacoins: 10,
      agent_recraft_faceicon_cost_metacoins: 5,
    };
    expect((await api.op('saveAgentGlobalConfig', { body: costs, as: 'superuser' }, 200)).json).toEqual(
      costs,
    );
    expect((await api.op('agentCosts', { as: 'owner' }, 200)).json).toEqual(costs);
    const crafted = await api.op('craftAgent', { body: { modules: ['hobby-1'] }, as: 'owner' }, 200);
    expect(crafted.json.cost_mc).toBe(80);
    await api.op(
      'saveAgentGlobalConfig',
      { invalidBody: { ...costs, agent_creation_cost_metacoins: -1 }, as: 'superuser' },
      400,
    );
    await api.op('saveAgentGlobalConfig', { body: costs, as: 'admin' }, 403);
    const audit = await api.app.db.query(`SELECT 1 FROM audit_log WHERE action = 'agents.globalconfig'`);
    expect(audit.rows.length).toBe(1);
  });
});
