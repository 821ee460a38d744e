import { useEffect, useState } from 'react';
import { loadConfig } from './config';
import type { ClientConfig } from './types';

/** `/config.json`, or null until it has loaded (or when it failed). */
export function useClientConfig(): ClientConfig | null {
  const [config, setConfig] = useState<ClientConfig | null>(null);
  useEffect(() => {
    let live = true;
    loadConfig().then(
      (value) => {
        if (live) setConfig(value);
      },
      () => {
        // Without the configuration the sign-in options fall back to the local provider.
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return config;
}
