/**
 * Mission event tools of a child product (staff-and-agents.md §2.10, §2.11, §7 "Child product tools"): event
 * configs, weekly event cycles and mission events. The contract alone says who may call them: the reads any
 * signed-in user (`x-signed-in`, staff-and-agents.md §6), the writes `x-permission: admin_missions`. Here the
 * child product is looked up (404 when there is none), records are read only within it, and each write is
 * stored and audited in one transaction, guarded by the version the client read.
 */
import type { FastifyRequest } from 'fastify';
import { COMMON_TEXTS } from '../../../../common/texts.ts';
import { badRequest, HttpError, notFound } from '../../../lib/http-error.ts';
import { newId } from '../../../lib/ids.ts';
import { signedInUser } from '../../../plugins/auth.ts';
import { createRepositories, type Repositories } from '../../../repositories/index.ts';
import type { VersionedOutcome } from '../../../repositories/mission-events-repository.ts';
import { RECORD_MESSAGES } from '../records/access.ts';
import { DOCUMENT_WRITE_MESSAGES, readVersion } from '../records/documents-write.ts';
import type { HandlerMap } from '../../types.ts';
import { MISSION_EVENT_MESSAGES, storedCycle, storedEvent } from './rules.ts';

/** The child product of `{id}`, or a 404. */
async function product(request: {
  params: { id: string };
  server: { repos: Repositories };
}): Promise<string> {
  const found = await request.server.repos.records.childProduct(request.params.id);
  if (!found) throw notFound(RECORD_MESSAGES.childProductNotFound);
  return found.id;
}

function orMissing<T>(value: T | null, message: string): T {
  if (value === null) throw notFound(message);
  return value;
}

/** The outcome of a versioned change, or its refusal: 404 when missing, 409 when changed since it was read. */
function done<T>(outcome: VersionedOutcome<T>, missing: string): { before: T; after: T } {
  if (outcome.kind === 'missing') throw notFound(missing);
  if (outcome.kind === 'stale') throw new HttpError(409, DOCUMENT_WRITE_MESSAGES.changedBySomeoneElse);
  return outcome;
}

/** Runs `write` in a transaction and records what it did in the audit log. */
async function audited<T extends object>(
  request: FastifyRequest,
  action: string,
  collection: string,
  write: (repos: Repositories) => Promise<{ targetId: string; before?: T; after?: T; reply: T }>,
): Promise<T> {
  const actor = signedInUser(request);
  return request.server.db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    const { targetId, before, after, reply } = await write(repos);
    await repos.audit.record({ actorId: actor.id, action, collection, targetId, before, after });
    return reply;
  });
}

/** The id of the product's config named `name`, or a 400 (a cycle names an existing config). */
async function configIdNamed(repos: Repositories, productId: string, name: string): Promise<string> {
  const config = await repos.missionEvents.configByName(productId, name);
  if (!config) throw badRequest(MISSION_EVENT_MESSAGES.unknownConfig);
  return config.id;
}

/** A mission event's fields as stored, or a 400 (unknown config, dates that do not fit). */
async function eventFields(
  repos: Repositories,
  productId: string,
  body: { mission_event_config: string; startdate: string; enddate: string; option: 0 | 1 },
) {
  const fields = storedEvent(body);
  if (typeof fields === 'string') throw badRequest(fields);
  if (!(await repos.missionEvents.configById(productId, fields.mission_event_config))) {
    throw badRequest(MISSION_EVENT_MESSAGES.unknownConfig);
  }
  return fields;
}

const CONFIGS = 'mission_event_configs';
const CYCLES = 'mission_event_cycles';
const EVENTS = 'mission_events';

export const missionEventHandlers = {
  async listMissionEventConfigs(request) {
    const productId = await product(request);
    return { mission_event_configs: await request.server.repos.missionEvents.configs(productId) };
  },

  async getMissionEventConfig(request) {
    const productId = await product(request);
    return orMissing(
      await request.server.repos.missionEvents.configByName(productId, request.params.name),
      COMMON_TEXTS.missionConfigNotFound,
    );
  },

  async createMissionEventConfig(request) {
    const productId = await product(request);
    const doc = { ...request.body, modes: [...request.body.modes] };
    return audited(request, 'missionEventConfig.create', CONFIGS, async (repos) => {
      if (await repos.missionEvents.configByName(productId, doc.name)) {
        throw new HttpError(409, MISSION_EVENT_MESSAGES.nameTaken(doc.name));
      }
      const created = await repos.missionEvents.createConfig(productId, newId(), doc);
      return { targetId: created.id, after: created, reply: created };
    });
  },

  async updateMissionEventConfig(request) {
    const productId = await product(request);
    const version = readVersion(request);
    const { id, ...doc } = request.body;
    return audited(request, 'missionEventConfig.update', CONFIGS, async (repos) => {
      const current = orMissing(
        await repos.missionEvents.configById(productId, id),
        COMMON_TEXTS.missionConfigNotFound,
      );
      if (current.name !== doc.name) throw badRequest(MISSION_EVENT_MESSAGES.nameFixed);
      const { before, after } = done(
        await repos.missionEvents.updateConfig(productId, id, version, { ...doc, modes: [...doc.modes] }),
        COMMON_TEXTS.missionConfigNotFound,
      );
      return { targetId: id, before, after, reply: after };
    });
  },

  async deleteMissionEventConfig(request) {
    const productId = await product(request);
    const version = readVersion(request);
    const id = request.query.id;
    return audited(request, 'missionEventConfig.delete', CONFIGS, async (repos) => {
      const { before } = done(
        await repos.missionEvents.deleteConfig(productId, id, version),
        COMMON_TEXTS.missionConfigNotFound,
      );
      return { targetId: id, before, reply: before };
    });
  },

  async listMissionEventCycles(request) {
    const productId = await product(request);
    return { event_cycles: await request.server.repos.missionEvents.cycles(productId) };
  },

  async getMissionEventCycle(request) {
    const productId = await product(request);
    return orMissing(
      await request.server.repos.missionEvents.cycle(productId, request.params.cycleid),
      COMMON_TEXTS.missionCycleNotFound,
    );
  },

  async createMissionEventCycle(request) {
    const productId = await product(request);
    const doc = storedCycle(request.body);
    return audited(request, 'missionEventCycle.create', CYCLES, async (repos) => {
      const configId = await configIdNamed(repos, productId, doc.mission_event_config_name);
      const created = await repos.missionEvents.createCycle(productId, newId(), configId, doc);
      return { targetId: created._id, after: created, reply: created };
    });
  },

  async updateMissionEventCycle(request) {
    const productId = await product(request);
    const version = readVersion(request);
    const id = request.params.cycleid;
    const doc = storedCycle(request.body);
    return audited(request, 'missionEventCycle.update', CYCLES, async (repos) => {
      const configId = await configIdNamed(repos, productId, doc.mission_event_config_name);
      const { before, after } = done(
        await repos.missionEvents.updateCycle(productId, id, version, configId, doc),
        COMMON_TEXTS.missionCycleNotFound,
      );
      return { targetId: id, before, after, reply: after };
    });
  },

  async deleteMissionEventCycle(request) {
    const productId = await product(request);
    const version = readVersion(request);
    const id = request.params.cycleid;
    return audited(request, 'missionEventCycle.delete', CYCLES, async (repos) => {
      const { before } = done(
        await repos.missionEvents.deleteCycle(productId, id, version),
        COMMON_TEXTS.missionCycleNotFound,
      );
      return { targetId: id, before, reply: before };
    });
  },

  async listMissionEvents(request) {
    const productId = await product(request);
    return {
      mission_events: await request.server.repos.missionEvents.events(
        productId,
        request.query.direction,
        new Date(),
      ),
    };
  },

  async getMissionEvent(request) {
    const productId = await product(request);
    return orMissing(
      await request.server.repos.missionEvents.event(productId, request.params.eventid),
      COMMON_TEXTS.missionEventNotFound,
    );
  },

  async createMissionEvent(request) {
    const productId = await product(request);
    return audited(request, 'missionEvent.create', EVENTS, async (repos) => {
      const fields = await eventFields(repos, productId, request.body);
      const created = await repos.missionEvents.createEvent(productId, newId(), fields);
      return { targetId: created.id, after: created, reply: created };
    });
  },

  async updateMissionEvent(request) {
    const productId = await product(request);
    const version = readVersion(request);
    const { id, ...body } = request.body;
    return audited(request, 'missionEvent.update', EVENTS, async (repos) => {
      const fields = await eventFields(repos, productId, body);
      const { before, after } = done(
        await repos.missionEvents.updateEvent(productId, id, version, fields),
        COMMON_TEXTS.missionEventNotFound,
      );
      return { targetId: id, before, after, reply: after };
    });
  },

  async deleteMissionEvent(request) {
    const productId = await product(request);
    const version = readVersion(request);
    const id = request.query.id;
    return audited(request, 'missionEvent.delete', EVENTS, async (repos) => {
      const { before } = done(
        await repos.missionEvents.deleteEvent(productId, id, version),
        COMMON_TEXTS.missionEventNotFound,
      );
      return { targetId: id, before, reply: before };
    });
  },
} satisfies HandlerMap;
