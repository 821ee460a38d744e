/**
 * Conversations of a location's agents (staff-and-agents.md §2.16, §7): staff generate one from the agents the
 * location picked, labelled with the responder that wrote it, and its owner reads it back; a preview fills a
 * prompt in for the location without storing it. Bot administration is in mvbots.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { MVBOTS_TEXTS as T } from '../../routes/mvbots/texts.ts';
import { apiTest } from '../api-test.ts';

const api = apiTest({ roles: ['superuser', 'admin', 'owner'] });

describe('conversations', () => {
  it('generates and stores a conversation of the agents, labelled with its responder', async () => {
    await api.op(
      'saveManagedLocationContext',
      {
        body: {
          location_uri: 'demo-business',
          mvbots_option: 'custom',
          actor_ids: ['ava_guide', 'max_builder'],
        },
        as: 'owner',
      },
      200,
    );
    const reply = await api.op(
      'generateMvbotConversation',
      { query: { location_uri: 'demo-business' }, as: 'superuser' },
      200,
    );
    expect(reply.json.conversation).toHaveLength(6);
    // The agents picked speak in turn.
    expect(reply.json.conversation.map((line) => line.actor_id).slice(0, 3)).toEqual([
      'ava_guide',
      'max_builder',
      'ava_guide',
    ]);
    expect(reply.json.conversation.every((line) => line.text.length > 0)).toBe(true);
    expect(reply.json.generated?.responder).toBe('local responder');
    const seen = await api.op(
      'getLocationConversation',
      { query: { location_uri: 'demo-business' }, as: 'owner' },
      200,
    );
    expect(seen.json.conversation).toEqual(reply.json.conversation);
    await api.op('generateMvbotConversation', { query: { location_uri: 'demo-business' }, as: 'admin' }, 403);
    await api.op(
      'generateMvbotConversation',
      { query: { location_uri: 'demo-developer' }, as: 'superuser' },
      404,
    );
  });

  it('previews a prompt filled in for the location, without storing it', async () => {
    const reply = await api.op(
      'previewMvbotConversation',
      {
        body: {
          location_uri: 'demo-business',
          system_prompt: 'Agents: {selected_personalities}\nPlace: {location_name}\nWorld: {domain_name}',
        },
        as: 'superuser',
      },
      200,
    );
    // A metaverse has no location name: that line is left out.
    expect(reply.json.rendered_prompt).toMatch(/^Agents: Ava .*\nWorld: Demo Business$/);
    expect(reply.json.conversation).toHaveLength(6);
    const bad = await api.op(
      'previewMvbotConversation',
      { body: { location_uri: 'demo-business', system_prompt: '{api_key}' }, as: 'superuser' },
      400,
    );
    expect(bad.text).toBe(T.unknownSubstitution('api_key'));
    await api.op(
      'saveManagedLocationContext',
      { body: { location_uri: 'demo-premium', mvbots_option: 'inherit' }, as: 'owner' },
      200,
    );
    const nobody = await api.op(
      'previewMvbotConversation',
      { body: { location_uri: 'demo-premium', system_prompt: 'Hi' }, as: 'superuser' },
      400,
    );
    expect(nobody.text).toBe(T.noAgents);
    await api.op(
      'previewMvbotConversation',
      { body: { location_uri: 'demo-business', system_prompt: 'Hi' } },
      401,
    );
  });
});
