/**
 * Staff bot administration of system prompts (staff-and-agents.md §2.16, §5, §7 "Bot administration"): the
 * prompts, saving one (audited), and the substitutions a prompt may use.
 */
import { badRequest } from '../../lib/http-error.ts';
import type { HandlerMap } from '../types.ts';
import { audited } from './audit.ts';
import { MVBOTS_TEXTS as T } from './texts.ts';

/** The substitutions a system prompt may use (staff-and-agents.md §5). */
export const PROMPT_SUBSTITUTIONS = [
  'selected_personalities',
  'domain_name',
  'domain_desc',
  'domain_owner',
  'location_name',
  'location_desc',
  'combined_topic',
  'start_actor_display_name',
] as const;

/** Refuses a `{name}` that is not one of the allowed substitutions. */
export function requireKnownSubstitutions(...texts: string[]) {
  for (const text of texts) {
    for (const [, name] of text.matchAll(/\{([A-Za-z0-9_]+)\}/g)) {
      if (!(PROMPT_SUBSTITUTIONS as readonly string[]).includes(name))
        throw badRequest(T.unknownSubstitution(name));
    }
  }
}

/** The handlers of staff's system prompt pages. */
export const mvbotPromptHandlers = {
  async listMvbotSystemPrompts(request) {
    return request.server.repos.mvbots.listPrompts();
  },

  async saveMvbotSystemPrompt(request) {
    const prompt = request.body;
    requireKnownSubstitutions(prompt.system_prompt, prompt.user_prompt);
    return audited(request, 'mvbots.prompt.save', prompt.prompt_id, async (repos) => {
      const before = await repos.mvbots.findPrompt(prompt.prompt_id);
      const saved = await repos.mvbots.savePrompt(prompt);
      return { before: before ?? undefined, after: saved, result: saved };
    });
  },
} satisfies HandlerMap;
