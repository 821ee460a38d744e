/**
 * The styles editor's calls (single-target-and-flows.md §2, §5, §7): the spec of a target's template, its
 * variable overrides and its custom style per release, for the metaverse or one of its locations or events.
 * Managers (manage_domain) and staff, from the contract; a readonly target refuses writes unless the caller
 * holds edit_readonly_entities, as every write of the manage page does. Every value is checked by its type and
 * the metaverse's plan with the rules the console applies (`common/styleRules.ts`); staff writes are audited.
 */
import type { FastifyRequest } from 'fastify';
import {
  normaliseStyleValue,
  parseContent,
  STYLE_TEXTS,
  styleCapabilities,
  styleValueProblem,
  youtubeCount,
} from '../../../common/styleRules.ts';
import { grantedDomain, type DomainAccess } from '../../authz/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import { createRepositories } from '../../repositories/index.ts';
import type {
  StyleRelease,
  StyleRow,
  StyleTarget,
  StyleVariableValue,
} from '../../repositories/target-styles-repository.ts';
import { effectivePlanType } from '../metaverses/access.ts';
import { managedEntity, requireWritable, SINGULAR } from '../targets/index.ts';
import type { HandlerMap } from '../types.ts';
import { templateSpec, type TemplateSpec } from './specs.ts';
import { TARGET_STYLE_TEXTS } from './texts.ts';

interface ResolvedTarget {
  access: DomainAccess;
  target: StyleTarget;
  /** The target's template for each release (a release may name its own). */
  template: (release: StyleRelease) => string | undefined;
  /** Refuses a write to a readonly target. */
  checkWritable: () => void;
}

/** The template a document names for a release: its release record's, else its own. */
function releaseTemplate(doc: Record<string, unknown>, release: StyleRelease): string | undefined {
  const releases = doc.releases as Record<string, { template?: unknown } | undefined> | undefined;
  const named = releases?.[release]?.template ?? doc.template;
  return typeof named === 'string' && named !== '' ? named : undefined;
}

function metaverseTarget(request: FastifyRequest): ResolvedTarget {
  const access = grantedDomain(request);
  return {
    access,
    target: { domainId: access.domain.id, type: 'domain', id: access.domain.id },
    template: () => undefined,
    checkWritable: () => requireWritable(access, 'metaverse'),
  };
}

async function entityTarget(
  request: FastifyRequest,
  types: 'locations' | 'events',
  key: string,
): Promise<ResolvedTarget> {
  const { access, entity } = await managedEntity(request, types, key);
  return {
    access,
    target: { domainId: access.domain.id, type: types, id: entity.id },
    template: (release) => releaseTemplate(entity, release),
    checkWritable: () => requireWritable(access, SINGULAR[types], entity),
  };
}

function specOf(resolved: ResolvedTarget, release: StyleRelease): { template: string; spec: TemplateSpec } {
  return templateSpec(resolved.target.type, resolved.template(release));
}

/** The spec reply: the template's variables and layout, with the metaverse's plan. */
function specReply(resolved: ResolvedTarget, release: StyleRelease) {
  const { template, spec } = specOf(resolved, release);
  const plan = effectivePlanType(resolved.access.domain, new Date());
  return { release, template, plan, variables: spec.variables, layout: spec.layout };
}

/**
 * Refuses a drive file that is not stored here. Asked before the write's transaction: the embedded database
 * has one connection, which the transaction holds.
 */
async function requireStoredFiles(request: FastifyRequest, changes: StyleVariableValue[]): Promise<void> {
  for (const change of changes) {
    const content = parseContent(change.value);
    if (
      (content?.kind === 'image' || content?.kind === 'video') &&
      !(await request.server.blobs.has(content.blob))
    ) {
      throw badRequest(`${change.id}: ${TARGET_STYLE_TEXTS.fileMissing}`);
    }
  }
}

/** The overrides after storing `changes`: each checked by its variable's type and the plan, then normalised. */
function mergedVariables(
  resolved: ResolvedTarget,
  release: StyleRelease,
  stored: StyleVariableValue[],
  changes: StyleVariableValue[],
): StyleVariableValue[] {
  const { spec } = specOf(resolved, release);
  const capabilities = styleCapabilities(effectivePlanType(resolved.access.domain, new Date()));
  const merged = new Map(stored.map((variable) => [variable.id, variable.value]));
  for (const change of changes) {
    const variable = spec.variables.find((candidate) => candidate.id === change.id);
    if (!variable) throw badRequest(`${STYLE_TEXTS.unknownVariable}: ${change.id}`);
    const problem = styleValueProblem(variable, change.value, capabilities);
    if (problem) throw badRequest(`${variable.name}: ${problem}`);
    merged.set(change.id, normaliseStyleValue(variable, change.value));
  }
  const variables = [...merged].map(([id, value]) => ({ id, value }));
  if (youtubeCount(variables.map((variable) => variable.value)) > 1) throw badRequest(STYLE_TEXTS.oneYoutube);
  return variables;
}

/** Changes one part of a target's styles of a release, audited when staff (not its managers) make it. */
async function saveStyles(
  request: FastifyRequest,
  resolved: ResolvedTarget,
  release: StyleRelease,
  change: (before: StyleRow) => Partial<StyleRow>,
): Promise<StyleRow> {
  resolved.checkWritable();
  const { access, target } = resolved;
  return request.server.db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    const before = await repos.targetStyles.read(target, release);
    const changed = change(before);
    const after = { ...before, ...changed };
    await repos.targetStyles.save(target, release, after);
    if (access.role !== 'owner' && access.role !== 'manager') {
      const field = 'variables' in changed ? 'variables' : 'customstyle';
      await repos.audit.record({
        actorId: access.user.id,
        action: `styles.${field}`,
        collection: target.type === 'domain' ? 'domains' : target.type,
        targetId: target.id,
        before: { release, [field]: before[field] },
        after: { release, [field]: after[field] },
      });
    }
    return after;
  });
}

/** The six calls over a resolved target, shared by the metaverse's and its entities' operations. */
const styles = {
  spec: (resolved: ResolvedTarget, release: StyleRelease) => specReply(resolved, release),

  async variables(request: FastifyRequest, resolved: ResolvedTarget, release: StyleRelease) {
    return (await request.server.repos.targetStyles.read(resolved.target, release)).variables;
  },

  async setVariables(
    request: FastifyRequest,
    resolved: ResolvedTarget,
    body: { release: StyleRelease; variables: StyleVariableValue[] },
  ) {
    await requireStoredFiles(request, body.variables);
    const saved = await saveStyles(request, resolved, body.release, (before) => ({
      variables: mergedVariables(resolved, body.release, before.variables, body.variables),
    }));
    return saved.variables;
  },

  async resetVariables(
    request: FastifyRequest,
    resolved: ResolvedTarget,
    body: { release: StyleRelease; ids: string[] },
  ) {
    const saved = await saveStyles(request, resolved, body.release, (before) => ({
      variables: before.variables.filter((variable) => !body.ids.includes(variable.id)),
    }));
    return saved.variables;
  },

  async customStyle(request: FastifyRequest, resolved: ResolvedTarget, release: StyleRelease) {
    const row = await request.server.repos.targetStyles.read(resolved.target, release);
    return { release, source: row.customstyle };
  },

  async setCustomStyle(
    request: FastifyRequest,
    resolved: ResolvedTarget,
    body: { release: StyleRelease; source: string },
  ) {
    const saved = await saveStyles(request, resolved, body.release, () => ({ customstyle: body.source }));
    return { release: body.release, source: saved.customstyle };
  },
};

const entity = (request: FastifyRequest<{ Params: { types: 'locations' | 'events'; id: string } }>) =>
  entityTarget(request, request.params.types, request.params.id);

export const targetStylesHandlers = {
  getDomainStyleSpec: async (request) => styles.spec(metaverseTarget(request), request.query.release),
  getDomainStyleVariables: (request) =>
    styles.variables(request, metaverseTarget(request), request.query.release),
  setDomainStyleVariables: (request) => styles.setVariables(request, metaverseTarget(request), request.body),
  resetDomainStyleVariables: (request) =>
    styles.resetVariables(request, metaverseTarget(request), request.body),
  getDomainCustomStyle: (request) =>
    styles.customStyle(request, metaverseTarget(request), request.query.release),
  setDomainCustomStyle: (request) => styles.setCustomStyle(request, metaverseTarget(request), request.body),

  getEntityStyleSpec: async (request) => styles.spec(await entity(request), request.query.release),
  getEntityStyleVariables: async (request) =>
    styles.variables(request, await entity(request), request.query.release),
  setEntityStyleVariables: async (request) =>
    styles.setVariables(request, await entity(request), request.body),
  resetEntityStyleVariables: async (request) =>
    styles.resetVariables(request, await entity(request), request.body),
  getEntityCustomStyle: async (request) =>
    styles.customStyle(request, await entity(request), request.query.release),
  setEntityCustomStyle: async (request) =>
    styles.setCustomStyle(request, await entity(request), request.body),
} satisfies HandlerMap;
