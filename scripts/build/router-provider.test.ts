import { describe, expect, it, vi } from 'vitest';
import { routerProvider } from './router-provider.ts';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (plugin: ReturnType<typeof routerProvider>, name: 'resolveId' | 'load' | 'buildEnd') =>
  plugin[name] as unknown as Hook;

const FROM_RA_CORE = '/app/node_modules/ra-core/dist/routing/RouterProviderContext.js';

describe('the build’s router adapter', () => {
  it('replaces react-admin’s default adapter where react-admin imports it, and nothing else', () => {
    const plugin = routerProvider('/app');
    const resolveId = hook(plugin, 'resolveId');
    const replaced = resolveId.call({}, './adapters/reactRouterProvider.js', FROM_RA_CORE);
    expect(typeof replaced).toBe('string');
    expect(hook(plugin, 'load').call({}, replaced)).toBe(
      'export { consoleRouterProvider as reactRouterProvider } from "/app/src/lib/routerProvider.tsx";',
    );
    expect(resolveId.call({}, './adapters/reactRouterProvider.js', '/app/src/App.tsx')).toBeNull();
    expect(resolveId.call({}, './useLocation.js', FROM_RA_CORE)).toBeNull();
    expect(hook(plugin, 'load').call({}, '/app/src/App.tsx')).toBeNull();
  });

  it('fails the build when react-admin no longer imports its adapter there', () => {
    const error = vi.fn();
    hook(routerProvider('/app'), 'buildEnd').call({ error });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('update the plugin'));

    const replacedOnce = routerProvider('/app');
    hook(replacedOnce, 'resolveId').call({}, './adapters/reactRouterProvider.js', FROM_RA_CORE);
    const quiet = vi.fn();
    hook(replacedOnce, 'buildEnd').call({ error: quiet });
    expect(quiet).not.toHaveBeenCalled();
  });
});
