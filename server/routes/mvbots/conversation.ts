/**
 * Conversations between a target's AI agents (staff-and-agents.md §2.16 Generate & View Convo and Preview, §5
 * substitutions): the system prompt is filled in for the metaverse or location — a line whose value is missing
 * is left out — and the agents speak in turn through the language provider (`app.language`: a model service, or
 * the local responder, which says so). The rendered prompt reaches the provider as the scene the agents are in.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import type { ChatTurn } from '../../providers/language/types.ts';
import type { ConversationLine, StoredActor } from '../../repositories/mvbots-repository.ts';
import { MVBOTS_TEXTS as T } from './texts.ts';

/** Lines a generated conversation has. */
export const CONVERSATION_LINES = 6;
/** The prompt used by Generate & View Convo. */
export const DEFAULT_PROMPT_ID = 'conversation_default';

export type Substitutions = Partial<Record<string, string>>;

/**
 * Fills `{name}` substitutions in; a line holding a substitution without a value (missing or empty) is removed
 * whole (staff-and-agents.md §5).
 */
export function renderPrompt(template: string, values: Substitutions): string {
  return template
    .split('\n')
    .flatMap((line) => {
      let missing = false;
      const filled = line.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
        const value = values[name]?.trim();
        if (!value) missing = true;
        return value ?? '';
      });
      return missing ? [] : [filled];
    })
    .join('\n');
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** A text field of a stored document that its type does not name. */
const field = (doc: object, name: string) => text((doc as Record<string, unknown>)[name]);

/** What a conversation at `uri` is made from: its agents, the substitutions and the topic. */
async function sceneOf(app: FastifyInstance, uri: string) {
  const [domainUri, , locationName] = uri.split('/');
  const domain = await app.repos.domains.findByKey(domainUri);
  if (!domain) throw notFound(T.contextNotFound);
  const found =
    locationName === undefined
      ? null
      : await app.repos.domains.findEntity(domain.id, 'locations', locationName);
  if (locationName !== undefined && !found) throw notFound(T.locationNotFound);
  const own = await app.repos.mvbots.findContext(uri);
  const domainContext = found ? await app.repos.mvbots.findContext(domain.uri) : own;
  // A location that inherits has its metaverse's agents.
  const settings = own?.settings.mvbots_option === 'inherit' || !own ? domainContext?.settings : own.settings;
  const ids = settings?.mvbots_option === 'custom' ? settings.actor_ids : [];
  const all = await app.repos.mvbots.listActors();
  const actors = ids.flatMap((id) => all.find((actor) => actor.config.actor_id === id) ?? []);
  if (actors.length === 0) throw badRequest(T.noAgents);
  const collections = await Promise.all(
    [...new Set(actors.flatMap((actor) => actor.config.topic_collections ?? []))].map(
      async (name) => (await app.repos.mvbots.findTopics(name)) ?? [],
    ),
  );
  const topics = [...(settings?.user_topics ?? []), ...collections.flat()];
  const owner = domain.owner ? await app.repos.users.get(String(domain.owner)) : null;
  const values: Substitutions = {
    selected_personalities: actors
      .map(({ config }) =>
        `${config.display_name} (${config.display_tagline}): ${config.personality ?? ''}`.trim(),
      )
      .join('; '),
    domain_name: text(domain.name),
    domain_desc: field(domain, 'description'),
    domain_owner: text(owner?.nickname) || text(owner?.name),
    location_name: found ? field(found, 'nickname') || text(found.name) : undefined,
    location_desc: found ? field(found, 'description') : undefined,
    combined_topic: topics.slice(0, 3).join(', '),
    start_actor_display_name: actors[0].config.display_name,
  };
  return { actors, values, topic: topics[0] ?? values.location_name ?? values.domain_name ?? '' };
}

/** The agents' conversation for `uri` from the system prompt `template`, and which responder wrote it. */
export async function generateConversation(app: FastifyInstance, uri: string, template: string) {
  const { actors, values, topic } = await sceneOf(app, uri);
  const scene = renderPrompt(template, values);
  const lines: ConversationLine[] = [];
  for (let index = 0; index < CONVERSATION_LINES; index += 1) {
    const speaker: StoredActor = actors[index % actors.length];
    const previous = lines.at(-1);
    const history: ChatTurn[] = lines.map((line) => ({
      role: line.actor_id === speaker.config.actor_id ? 'assistant' : 'user',
      text: line.text,
    }));
    const completion = app.language.reply({
      agent: {
        display_name: speaker.config.display_name,
        display_tagline: speaker.config.display_tagline,
        personality: speaker.config.personality ?? '',
        speech_style: speaker.config.speech_style ?? '',
        modules: [{ type: 'Scene', name: values.location_name ?? values.domain_name ?? uri, prompt: scene }],
      },
      userName: previous?.display_name ?? T.everyone,
      facts: [],
      passages: [],
      history: history.slice(0, -1),
      message: previous?.text ?? T.opening(topic),
    });
    let said = '';
    try {
      for await (const piece of completion.pieces) said += piece;
    } catch {
      throw new HttpError(502, T.modelFailed);
    }
    lines.push({
      actor_id: speaker.config.actor_id,
      display_name: speaker.config.display_name,
      text: said.trim(),
    });
  }
  return {
    scene,
    conversation: lines,
    generated: { at: new Date().toISOString(), responder: app.language.label },
  };
}
