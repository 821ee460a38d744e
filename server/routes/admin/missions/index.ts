/**
 * Mission tools of a child product (staff-and-agents.md §2.11, §7 Child product tools): mission configs with
 * their icons and banners, Build Banners, missions and avatars. Who may call them is the contract's alone: the
 * reads any signed-in user (staff-and-agents.md §6), the writes and Build Banners' progress admin_missions. Every
 * record is looked up within the product of the path, so another product's is not found. Writes are audited in
 * the same transaction.
 */
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import {
  ICON_ARCHIVE_MAX_BYTES,
  ICON_ARCHIVE_MAX_ENTRIES,
  ICON_ARCHIVE_MAX_RATIO,
  ICON_ARCHIVE_MAX_UNPACKED_BYTES,
  IMAGE_MAX_BYTES,
} from '../../../../common/limits.ts';
import { HttpError, badRequest, notFound } from '../../../lib/http-error.ts';
import { newId } from '../../../lib/ids.ts';
import { ZIP_TEXTS } from '../../../lib/zip-images.ts';
import { asBuffer, runRequestTask } from '../../../workers/pool.ts';
import { signedInUser } from '../../../plugins/auth.ts';
import { receiveToTemp } from '../../../providers/drives/temp-file.ts';
import { createRepositories } from '../../../repositories/index.ts';
import type {
  MissionConfigFields,
  MissionFields,
  MissionsRepository,
} from '../../../repositories/missions-repository.ts';
import type { HandlerMap, OperationRequest } from '../../types.ts';
import { BANNER_JOB_SECONDS, queueBannerJob } from './banners.ts';
import { MISSION_TEXTS } from './texts.ts';

/** Formats the icon archive may hold (sharp's names). */
const ICON_FORMATS = ['png', 'jpeg', 'gif', 'webp'] as const;
/** Formats a banner may be (staff-and-agents.md §5: .jpg, .jpeg, .png, or a .zip holding one). */
const BANNER_FORMATS = ['png', 'jpeg'] as const;
/** A start this far in the past still counts as now (the form's minimum is the page's load time). */
const START_GRACE_MS = 5 * 60_000;

/** The longest a Build Banners job may run (500 icons take well under a minute). */
export const BANNER_JOB_MAX_MS = BANNER_JOB_SECONDS * 1000;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The child product of the path, or 404. */
async function productOf(request: FastifyRequest<{ Params: { id: string } }>): Promise<string> {
  const product = await request.server.repos.records.childProduct(request.params.id);
  if (!product) throw notFound(MISSION_TEXTS.childProductNotFound);
  return product.id;
}

type ConfigInput = OperationRequest<'createMissionConfig'>['body'];
type MissionInput = OperationRequest<'updateMission'>['body'];

async function configFields(request: FastifyRequest, body: ConfigInput): Promise<MissionConfigFields> {
  if (body.banner_blob !== undefined && !(await request.server.blobs.has(body.banner_blob))) {
    throw badRequest(MISSION_TEXTS.bannerBlobUnknown);
  }
  return {
    location: body.location,
    description: body.description ?? '',
    metadata: body.metadata ?? '{}',
    selection_weight: body.selection_weight ?? 0.5,
    ...(body.banner_blob !== undefined ? { banner_blob: body.banner_blob } : {}),
    feature: body.feature ?? '',
    importance: body.importance ?? 0,
    environment: body.environment ?? '',
    mode: body.mode ?? '',
  };
}

async function missionFields(
  missions: MissionsRepository,
  product: string,
  body: MissionInput,
): Promise<MissionFields> {
  if (!(await missions.config(product, body.mission_config))) throw badRequest(MISSION_TEXTS.unknownConfig);
  if (Date.parse(body.startdate) < Date.now() - START_GRACE_MS) throw badRequest(MISSION_TEXTS.startInPast);
  return {
    mission_config: body.mission_config,
    option: body.option ?? 0,
    startdate: new Date(body.startdate).toISOString(),
    feature: body.feature ?? '',
    event: body.event ?? '',
    importance: body.importance ?? 0,
  };
}

/** The upload body written to a temporary file under `max` bytes (413 past it). */
async function receive(request: FastifyRequest, max: number, tooLarge: string, notAFile: string) {
  const body = request.body;
  if (!(body instanceof Readable)) throw new HttpError(415, notAFile);
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > max) throw new HttpError(413, tooLarge);
  return receiveToTemp(body, request.server.blobs.tmpDir(), max, () => new HttpError(413, tooLarge));
}

/** An icon's name: its file name without the extension, lowercased (matched to a config's location). */
export const iconName = (fileName: string): string => fileName.replace(/\.[^.]*$/, '').toLowerCase();

export const adminMissionsHandlers = {
  async listMissionConfigs(request) {
    const product = await productOf(request);
    return { mission_configs: await request.server.repos.missions.configs(product) };
  },

  async createMissionConfig(request) {
    const product = await productOf(request);
    if (request.body.id !== undefined) throw badRequest(MISSION_TEXTS.newHasNoId);
    const fields = await configFields(request, request.body);
    const actor = signedInUser(request);
    return request.server.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      const config = await repos.missions.insertConfig(product, newId(), fields);
      await repos.audit.record({
        actorId: actor.id,
        action: 'missionconfig.create',
        collection: 'mission_configs',
        targetId: config.id,
        after: config,
      });
      return { mission_config: config };
    });
  },

  async updateMissionConfig(request) {
    const product = await productOf(request);
    const id = request.body.id;
    if (id === undefined) throw badRequest(MISSION_TEXTS.idNeeded);
    const fields = await configFields(request, request.body);
    const actor = signedInUser(request);
    return request.server.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      const before = await repos.missions.config(product, id);
      const config = before && (await repos.missions.updateConfig(product, id, fields));
      if (!before || !config) throw notFound(MISSION_TEXTS.configNotFound);
      await repos.audit.record({
        actorId: actor.id,
        action: 'missionconfig.update',
        collection: 'mission_configs',
        targetId: id,
        before,
        after: config,
      });
      return { mission_config: config };
    });
  },

  async deleteMissionConfig(request) {
    const product = await productOf(request);
    const id = request.params.configid;
    const actor = signedInUser(request);
    return request.server.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      const before = await repos.missions.config(product, id);
      if (!before) throw notFound(MISSION_TEXTS.configNotFound);
      if (await repos.missions.configInUse(product, id)) throw badRequest(MISSION_TEXTS.configInUse);
      await repos.missions.deleteConfig(product, id);
      await repos.audit.record({
        actorId: actor.id,
        action: 'missionconfig.delete',
        collection: 'mission_configs',
        targetId: id,
        before,
      });
      return { id };
    });
  },

  async uploadMissionConfigBanner(request) {
    const product = await productOf(request);
    const id = request.params.configid;
    const { missions } = request.server.repos;
    if (!(await missions.config(product, id))) throw notFound(MISSION_TEXTS.configNotFound);
    const tooLarge = MISSION_TEXTS.bannerTooLarge(IMAGE_MAX_BYTES);
    const upload = await receive(request, IMAGE_MAX_BYTES, tooLarge, MISSION_TEXTS.bannerNotPicture);
    try {
      let source: Readable;
      if (upload.head.subarray(0, 4).equals(ZIP_MAGIC)) {
        const pictures = await runRequestTask(
          'readZipImages',
          {
            file: upload.file,
            limits: {
              maxEntries: 10,
              maxTotalBytes: IMAGE_MAX_BYTES * 2,
              maxEntryBytes: IMAGE_MAX_BYTES,
              maxRatio: ICON_ARCHIVE_MAX_RATIO,
              formats: BANNER_FORMATS,
            },
          },
          ZIP_TEXTS.notAZip,
        );
        if (pictures.length > 1) throw badRequest(MISSION_TEXTS.bannerZipNotOne);
        source = Readable.from(asBuffer(pictures[0].bytes));
      } else {
        const picture = await runRequestTask(
          'checkImage',
          { file: upload.file },
          MISSION_TEXTS.bannerNotPicture,
        ).catch(() => undefined);
        if (!picture || !(BANNER_FORMATS as readonly string[]).includes(picture.format)) {
          throw new HttpError(415, MISSION_TEXTS.bannerNotPicture);
        }
        source = createReadStream(upload.file);
      }
      const blob = await request.server.blobs.putImage(source, { maxBytes: IMAGE_MAX_BYTES });
      const actor = signedInUser(request);
      await request.server.db.transaction(async (tx) => {
        const repos = createRepositories(tx);
        if (!(await repos.missions.setBanner(product, id, blob.id)))
          throw notFound(MISSION_TEXTS.configNotFound);
        await repos.audit.record({
          actorId: actor.id,
          action: 'missionconfig.banner',
          collection: 'mission_configs',
          targetId: id,
          after: { banner_blob: blob.id },
        });
      });
      return { bannerblob: blob.id };
    } finally {
      await rm(upload.file, { force: true });
    }
  },

  async uploadMissionIcons(request) {
    const product = await productOf(request);
    const tooLarge = MISSION_TEXTS.archiveTooLarge(ICON_ARCHIVE_MAX_BYTES);
    const upload = await receive(request, ICON_ARCHIVE_MAX_BYTES, tooLarge, ZIP_TEXTS.notAZip);
    const icons = new Map<string, string>();
    try {
      const pictures = await runRequestTask(
        'readZipImages',
        {
          file: upload.file,
          limits: {
            maxEntries: ICON_ARCHIVE_MAX_ENTRIES,
            maxTotalBytes: ICON_ARCHIVE_MAX_UNPACKED_BYTES,
            maxEntryBytes: IMAGE_MAX_BYTES,
            maxRatio: ICON_ARCHIVE_MAX_RATIO,
            formats: ICON_FORMATS,
          },
        },
        ZIP_TEXTS.notAZip,
      );
      for (const image of pictures) {
        const blob = await request.server.blobs.putImage(Readable.from(asBuffer(image.bytes)), {
          maxBytes: IMAGE_MAX_BYTES,
        });
        icons.set(iconName(image.fileName), blob.id);
      }
    } finally {
      await rm(upload.file, { force: true });
    }
    const actor = signedInUser(request);
    const stored = [...icons].map(([name, blob]) => ({ name, blob }));
    return request.server.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      await repos.missions.putIcons(product, stored);
      await repos.audit.record({
        actorId: actor.id,
        action: 'missionicons.upload',
        collection: 'mission_icons',
        targetId: product,
        after: Object.fromEntries(icons),
      });
      return { icons: stored.length, matched: await repos.missions.configsWithIcons(product) };
    });
  },

  async buildMissionBanners(request) {
    const product = await productOf(request);
    const sources = await request.server.repos.missions.bannerSources(product);
    if (sources.length === 0) return { msg: MISSION_TEXTS.nothingToBuild };
    const actor = signedInUser(request);
    const job = await request.server.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      const started = await repos.missions.startBannerJob(product, newId(), sources.length);
      await repos.audit.record({
        actorId: actor.id,
        action: 'missions.buildbanners',
        collection: 'mission_configs',
        targetId: product,
        after: { job: started.id, total: sources.length },
      });
      return started;
    });
    await queueBannerJob(request.server, product, job.id, sources);
    return { job };
  },

  async getMissionBannerJob(request) {
    const product = await productOf(request);
    const { missions } = request.server.repos;
    const job = await missions.bannerJob(product, request.params.jobid);
    if (!job) throw notFound(MISSION_TEXTS.jobNotFound);
    // A job whose server stopped while it ran would be "running" for ever; past the longest a build can take
    // it is reported as failed, so the console stops waiting and Build Banners can be asked again.
    const stale = new Date(Date.now() - BANNER_JOB_MAX_MS);
    if (
      job.status === 'running' &&
      (await missions.failStaleBannerJob(job.id, stale, MISSION_TEXTS.buildFailed))
    ) {
      return { ...job, status: 'failed' as const, error: MISSION_TEXTS.buildFailed };
    }
    return job;
  },

  async listMissions(request) {
    const product = await productOf(request);
    return { missions: await request.server.repos.missions.upcoming(product, new Date()) };
  },

  async createMission(request) {
    const product = await productOf(request);
    const [input] = request.body.missions;
    if (input.id !== undefined) throw badRequest(MISSION_TEXTS.newHasNoId);
    const actor = signedInUser(request);
    return request.server.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      const fields = await missionFields(repos.missions, product, input);
      const mission = await repos.missions.insertMission(product, newId(), fields);
      await repos.audit.record({
        actorId: actor.id,
        action: 'mission.create',
        collection: 'missions',
        targetId: mission.id,
        after: mission,
      });
      return { missions: [mission] };
    });
  },

  async updateMission(request) {
    const product = await productOf(request);
    const id = request.body.id;
    if (id === undefined) throw badRequest(MISSION_TEXTS.missionIdNeeded);
    const actor = signedInUser(request);
    return request.server.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      const before = await repos.missions.mission(product, id);
      if (!before) throw notFound(MISSION_TEXTS.missionNotFound);
      const fields = await missionFields(repos.missions, product, request.body);
      const mission = (await repos.missions.updateMission(product, id, fields))!;
      await repos.audit.record({
        actorId: actor.id,
        action: 'mission.update',
        collection: 'missions',
        targetId: id,
        before,
        after: mission,
      });
      return { missions: [mission] };
    });
  },

  async deleteMission(request) {
    const product = await productOf(request);
    const id = request.params.missionid;
    const actor = signedInUser(request);
    return request.server.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      const before = await repos.missions.mission(product, id);
      if (!before) throw notFound(MISSION_TEXTS.missionNotFound);
      await repos.missions.deleteMission(product, id);
      await repos.audit.record({
        actorId: actor.id,
        action: 'mission.delete',
        collection: 'missions',
        targetId: id,
        before,
      });
      return { id };
    });
  },

  async listAvatars(request) {
    const product = await productOf(request);
    return { avatars: await request.server.repos.missions.avatars(product) };
  },
} satisfies HandlerMap;
