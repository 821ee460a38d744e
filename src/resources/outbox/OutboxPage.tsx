import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { FilteredLogPage } from '../collections/FilteredLogPage';
import { OutboxTable } from './OutboxTable';
import { OUTBOX_TEXTS as T } from './texts';

const FILTERS = { to: T.to };

/** `/admin/outbox`: the mail outbox for staff, paged, filtered by recipient address. */
export function OutboxPage() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const load = useCallback(
    (first: number, count: number, applied: { to?: string }) =>
      dataProvider.listOutbox(first, count, applied.to),
    [dataProvider],
  );
  return (
    <FilteredLogPage texts={T} filters={FILTERS} load={load}>
      {(page, headingId) => <OutboxTable messages={page.messages} labelledBy={headingId} />}
    </FilteredLogPage>
  );
}
