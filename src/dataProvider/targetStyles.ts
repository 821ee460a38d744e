/**
 * Typed methods of the styles editor (single-target-and-flows.md §7 "styles"): the spec of a target's template,
 * its variable overrides and its custom style per release, for a metaverse or one of its locations or events.
 * Saving variables passes `hideErrors`: the editor shows the refusal (a plan message, a bad link) where the
 * value was chosen. The staff location page's styles section uses the same methods.
 */
import { api, data, hideErrors } from '../api/client';
import type { components } from '../../common/api/schema';
import type { Signal } from './queries';

export type StyleSpec = components['schemas']['StyleSpec'];
export type StyleSpecVariable = StyleSpec['variables'][number];
export type StyleVariables = components['schemas']['StyleVariables'];
export type CustomStyle = components['schemas']['CustomStyle'];
export type Release = CustomStyle['release'];

/** A target: the metaverse (uri or id), or one of its locations or events (id or name). */
export interface StyleTargetKey {
  domain: string;
  entity?: { types: 'locations' | 'events'; id: string };
}

type Entity = NonNullable<StyleTargetKey['entity']>;
const entityRead = (domain: string, entity: Entity, release: Release, signal?: AbortSignal) => ({
  params: { path: { domain, ...entity }, query: { release } },
  signal,
});
const domainRead = (domain: string, release: Release, signal?: AbortSignal) => ({
  params: { path: { domain }, query: { release } },
  signal,
});

export const targetStyleMethods = {
  styleSpec(target: StyleTargetKey, release: Release, { signal }: Signal = {}): Promise<StyleSpec> {
    return data(
      target.entity
        ? api.GET(
            '/v2/domains/{domain}/{types}/{id}/styles/spec',
            entityRead(target.domain, target.entity, release, signal),
          )
        : api.GET('/v2/domains/{domain}/styles/spec', domainRead(target.domain, release, signal)),
    );
  },
  styleVariables(target: StyleTargetKey, release: Release, { signal }: Signal = {}): Promise<StyleVariables> {
    return data(
      target.entity
        ? api.GET(
            '/v2/domains/{domain}/{types}/{id}/styles/variables',
            entityRead(target.domain, target.entity, release, signal),
          )
        : api.GET('/v2/domains/{domain}/styles/variables', domainRead(target.domain, release, signal)),
    );
  },
  customStyle(target: StyleTargetKey, release: Release, { signal }: Signal = {}): Promise<CustomStyle> {
    return data(
      target.entity
        ? api.GET(
            '/v2/domains/{domain}/{types}/{id}/styles/customstyle',
            entityRead(target.domain, target.entity, release, signal),
          )
        : api.GET('/v2/domains/{domain}/styles/customstyle', domainRead(target.domain, release, signal)),
    );
  },
  /** Stores overrides; a refusal is the editor's to show. */
  saveStyleVariables(
    target: StyleTargetKey,
    release: Release,
    variables: StyleVariables,
  ): Promise<StyleVariables> {
    const body = { release, variables };
    return data(
      target.entity
        ? api.POST('/v2/domains/{domain}/{types}/{id}/styles/variables', {
            params: { path: { domain: target.domain, ...target.entity } },
            body,
            headers: hideErrors,
          })
        : api.POST('/v2/domains/{domain}/styles/variables', {
            params: { path: { domain: target.domain } },
            body,
            headers: hideErrors,
          }),
    );
  },
  /** Removes overrides, so those variables take their defaults again; a refusal is the editor's to show. */
  resetStyleVariables(target: StyleTargetKey, release: Release, ids: string[]): Promise<StyleVariables> {
    const body = { release, ids };
    return data(
      target.entity
        ? api.DELETE('/v2/domains/{domain}/{types}/{id}/styles/variables', {
            params: { path: { domain: target.domain, ...target.entity } },
            body,
            headers: hideErrors,
          })
        : api.DELETE('/v2/domains/{domain}/styles/variables', {
            params: { path: { domain: target.domain } },
            body,
            headers: hideErrors,
          }),
    );
  },
  saveCustomStyle(target: StyleTargetKey, release: Release, source: string): Promise<CustomStyle> {
    const body = { release, source };
    return data(
      target.entity
        ? api.POST('/v2/domains/{domain}/{types}/{id}/styles/customstyle', {
            params: { path: { domain: target.domain, ...target.entity } },
            body,
          })
        : api.POST('/v2/domains/{domain}/styles/customstyle', {
            params: { path: { domain: target.domain } },
            body,
          }),
    );
  },
};
