/**
 * Typed methods of the single-target manage page (single-target-and-flows.md §7): the target update (ours),
 * the icon, banner and discovery images of a metaverse or one of its entities. Writes pass `hideErrors`: the
 * page says itself what failed (the autosave keeps the text, the upload error dialog shows the reason).
 */
import { api, data, hideErrors, raw } from '../api/client';
import type { components, operations } from '../../common/api/schema';
import type { EntityTypes } from '../../common/entityRules';
import type { Domain } from '../api/types';
import type { Entity } from './entities';
import type { Signal } from './queries';

export type TargetUpdate = components['schemas']['TargetUpdate'];
export type LocationCreate = components['schemas']['LocationCreate'];
export type EventCreate = components['schemas']['EventCreate'];
export type HeadsetEventLookup = components['schemas']['HeadsetEventLookup'];
/** The images a location, event, landmark or plot has (from the contract). */
export type EntityImage = operations['uploadEntityImage']['parameters']['path']['image'];
/** The discovery images, which can also be cleared. */
export type DiscoveryImage = operations['clearEntityImage']['parameters']['path']['image'];

/** A file goes with its own image type, else as plain bytes: the server judges the bytes either way. */
const upload = (file: File) => ({
  headers: {
    ...hideErrors,
    'content-type': file.type.startsWith('image/') ? file.type : 'application/octet-stream',
    'x-shapevr-name': file.name,
  },
  ...raw(file),
});

export const targetMethods = {
  /** Saves some fields of a location, event, landmark or plot. */
  updateEntity(domain: string, types: EntityTypes, id: string, body: TargetUpdate): Promise<Entity> {
    return data(
      api.POST('/v2/domains/{domain}/{types}/{id}', {
        params: { path: { domain, types, id } },
        body,
        headers: hideErrors,
      }),
    );
  },
  /** Stores one image of an entity. */
  uploadEntityImage(
    domain: string,
    types: EntityTypes,
    id: string,
    image: EntityImage,
    file: File,
  ): Promise<Entity> {
    return data(
      api.POST('/v2/domains/{domain}/{types}/{id}/{image}', {
        params: { path: { domain, types, id, image } },
        ...upload(file),
      }),
    );
  },
  /** Clears a discovery image of an entity. */
  clearEntityImage(domain: string, types: EntityTypes, id: string, image: DiscoveryImage): Promise<Entity> {
    return data(
      api.DELETE('/v2/domains/{domain}/{types}/{id}/{image}', {
        params: { path: { domain, types, id, image } },
        headers: hideErrors,
      }),
    );
  },
  /** Stores the metaverse's icon, banner or one of its discovery images. */
  uploadDomainImage(domain: string, image: EntityImage, file: File): Promise<Domain> {
    const params = { params: { path: { domain } }, ...upload(file) };
    if (image === 'icon') return data(api.POST('/v2/domains/{domain}/icon', params));
    if (image === 'banner') return data(api.POST('/v2/domains/{domain}/banner', params));
    return data(
      api.POST('/v2/domains/{domain}/{types}', {
        params: { path: { domain, types: image } },
        ...upload(file),
      }),
    );
  },
  /** Clears a discovery image of the metaverse. */
  clearDomainImage(domain: string, image: DiscoveryImage): Promise<Domain> {
    return data(
      api.DELETE('/v2/domains/{domain}/{types}', {
        params: { path: { domain, types: image } },
        headers: hideErrors,
      }),
    );
  },
  /** Creates a location; the page shows a refusal next to the name. */
  createLocation(domain: string, body: LocationCreate): Promise<Entity> {
    return data(
      api.POST('/v2/domains/{domain}/locations', { params: { path: { domain } }, body, headers: hideErrors }),
    ).then((reply) => reply.location);
  },
  /** A free URL name for a new event from the slug of its name. */
  async suggestEventName(domain: string, slug: string): Promise<string> {
    const reply = await data(
      api.GET('/v2/domains/{domain}/suggestname', {
        params: { path: { domain }, query: { name: slug, type: 'event' } },
        headers: hideErrors,
      }),
    );
    return reply.name;
  },
  /** Creates an event (optionally a copy of another) and answers its URL name. */
  async createEvent(domain: string, body: EventCreate): Promise<string> {
    const reply = await data(
      api.POST('/v2/domains/{domain}/events', { params: { path: { domain } }, body, headers: hideErrors }),
    );
    return reply.name;
  },
  /** Submits a storefront or joke location for approval; the reply is the location, now pending. */
  requestLocationApproval(domain: string, location: string): Promise<Entity> {
    return data(
      api.POST('/v2/domains/{domain}/locations/{location}/styles/requestapproval', {
        params: { path: { domain, location } },
        headers: hideErrors,
      }),
    );
  },
  /** A headset-platform event by its id (staff linking it to an event); the dialog says when none is found. */
  getOculusEvent(id: string, { signal }: Signal = {}): Promise<HeadsetEventLookup> {
    return data(
      api.GET('/v2/admin/oculusevents/{id}', { params: { path: { id } }, headers: hideErrors, signal }),
    );
  },
  /** Changes a location's template. */
  setLocationTemplate(domain: string, location: string, template: string): Promise<Entity> {
    return data(
      api.POST('/v2/domains/{domain}/locations/{location}/template', {
        params: { path: { domain, location } },
        body: { template },
        headers: hideErrors,
      }),
    );
  },
};
