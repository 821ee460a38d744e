import { useCallback, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

/** Opens the billing portal (POST /v2/stripe/createportalsession); it returns to the current page. */
export function useBillingPortal() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [opening, setOpening] = useState(false);
  const open = useCallback(() => {
    setOpening(true);
    const here = `${window.location.pathname}${window.location.search}`;
    dataProvider.createPortalSession(here).then(
      (url) => window.location.assign(url),
      () => setOpening(false),
    );
  }, [dataProvider]);
  return { open, opening };
}
