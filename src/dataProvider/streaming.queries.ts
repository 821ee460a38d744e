/** Query keys and hooks of the stream page. */
import { useQuery } from '@tanstack/react-query';
import { READ, useAppDataProvider } from './queries';
import { streamingMethods } from './streaming';

const ALL = ['streaming'] as const;

export const streamingKeys = {
  all: ALL,
  publishConfig: (domain: string | undefined) => [...ALL, 'publishConfig', domain ?? ''] as const,
};

/** The publish configuration, fetched when the stream page loads (its tokens are short-lived: never cached). */
export function usePublishConfig(domain: string | undefined) {
  const dataProvider = useAppDataProvider(streamingMethods);
  return useQuery({
    ...READ,
    gcTime: 0,
    queryKey: streamingKeys.publishConfig(domain),
    queryFn: ({ signal }) => dataProvider.getStreamPublishConfig(domain, { signal }),
  });
}
