import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { Domain } from '../../api/types';
import type { AppDataProvider } from '../../dataProvider';
import type { PlanResource } from '../../dataProvider/metaverses';

export interface DomainState {
  domain: Domain | null;
  plan: PlanResource | null;
  /** Set when the metaverse could not be loaded (not found, not a member). */
  failed: boolean;
  reload: () => Promise<void>;
}

/** Loads a metaverse and its plan resource by uri (or id). */
export function useDomain(uri: string | undefined): DomainState {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [domain, setDomain] = useState<Domain | null>(null);
  const [plan, setPlan] = useState<PlanResource | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(
    () =>
      Promise.all([dataProvider.getDomain(uri ?? ''), dataProvider.getDomainPlan(uri ?? '')]).then(
        ([loaded, loadedPlan]) => {
          setDomain(loaded);
          setPlan(loadedPlan);
          setFailed(false);
        },
        () => setFailed(true),
      ),
    [dataProvider, uri],
  );
  useEffect(() => {
    void reload();
  }, [reload]);
  return { domain, plan, failed, reload };
}
