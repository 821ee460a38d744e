/** Query keys and hooks of what anyone may read without signing in: the client configuration. */
import { useQuery } from '@tanstack/react-query';
import { READ, useAppDataProvider } from './queries';
import { publicMethods } from './public';

const ALL = ['public'] as const;

export const publicKeys = {
  all: ALL,
  clientConfig: () => [...ALL, 'clientConfig'] as const,
};

function useClientConfigQuery() {
  const dataProvider = useAppDataProvider(publicMethods);
  return useQuery({
    ...READ,
    queryKey: publicKeys.clientConfig(),
    queryFn: () => dataProvider.getClientConfig(),
    staleTime: Infinity,
  });
}

/** `/config.json`, or undefined until it has loaded (or when it failed: sign-in falls back to the local provider). */
export function useClientConfig() {
  return useClientConfigQuery().data;
}

/** The server's environment name (`local`, `prod`, a test's name); undefined while loading, null when unreadable. */
export function useEnvironment(): string | null | undefined {
  const config = useClientConfigQuery();
  return config.isError ? null : config.data?.environment;
}
