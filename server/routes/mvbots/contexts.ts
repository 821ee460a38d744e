/**
 * Staff bot administration of location contexts (staff-and-agents.md §2.16, §7 "Bot administration"): the
 * contexts, one context, resetting or deleting one (audited), and generating or previewing the conversation of a
 * location from a system prompt.
 */
import { notFound } from '../../lib/http-error.ts';
import type { StoredContext } from '../../repositories/mvbots-repository.ts';
import type { HandlerMap } from '../types.ts';
import { audited } from './audit.ts';
import { DEFAULT_PROMPT_ID, generateConversation } from './conversation.ts';
import { requireKnownSubstitutions } from './prompts.ts';
import { MVBOTS_TEXTS as T } from './texts.ts';

/** A location context as staff see it: its settings, conversation and when it was generated. */
const stored = (context: StoredContext) => ({
  location_uri: context.location_uri,
  ...context.settings,
  conversation: context.conversation,
  generated: context.generated,
  updated: context.updated,
});

/** The handlers of staff's location context pages, with generating and previewing a conversation. */
export const mvbotContextHandlers = {
  async listMvbotLocationContexts(request) {
    return (await request.server.repos.mvbots.listContexts()).map((location_uri) => ({ location_uri }));
  },

  async getMvbotLocationContext(request) {
    const found = await request.server.repos.mvbots.findContext(request.query.location_uri);
    if (!found) throw notFound(T.contextNotFound);
    return stored(found);
  },

  async resetMvbotLocationContext(request) {
    const uri = request.query.location_uri;
    return audited(request, 'mvbots.context.reset', uri, async (repos) => {
      const before = await repos.mvbots.findContext(uri);
      const after = before && (await repos.mvbots.saveConversation(uri, [], null));
      if (!before || !after) throw notFound(T.contextNotFound);
      return { before: stored(before), after: stored(after), result: stored(after) };
    });
  },

  async deleteMvbotLocationContext(request) {
    const uri = request.query.location_uri;
    return audited(request, 'mvbots.context.delete', uri, async (repos) => {
      const before = await repos.mvbots.findContext(uri);
      if (!before || !(await repos.mvbots.deleteContext(uri))) throw notFound(T.contextNotFound);
      return { before: stored(before), result: { ok: true } };
    });
  },

  async generateMvbotConversation(request) {
    const uri = request.query.location_uri;
    if (!(await request.server.repos.mvbots.findContext(uri))) throw notFound(T.contextNotFound);
    const prompt = await request.server.repos.mvbots.findPrompt(DEFAULT_PROMPT_ID);
    if (!prompt) throw notFound(T.promptNotFound);
    // The provider is called outside any transaction; the result is stored after.
    const { conversation, generated } = await generateConversation(request.server, uri, prompt.system_prompt);
    return audited(request, 'mvbots.context.generate', uri, async (repos) => {
      const saved = await repos.mvbots.saveConversation(uri, conversation, generated);
      if (!saved) throw notFound(T.contextNotFound);
      return {
        after: { responder: generated.responder },
        result: { location_uri: uri, conversation: saved.conversation, generated: saved.generated },
      };
    });
  },

  async previewMvbotConversation(request) {
    const { system_prompt, location_uri } = request.body;
    requireKnownSubstitutions(system_prompt);
    const { scene, conversation, generated } = await generateConversation(
      request.server,
      location_uri,
      system_prompt,
    );
    return { location_uri, rendered_prompt: scene, conversation, generated };
  },
} satisfies HandlerMap;
