import { useOutbox } from '../../dataProvider/payments.queries';
import { FilteredLogPage } from '../collections/FilteredLogPage';
import { OutboxTable } from './OutboxTable';
import { OUTBOX_TEXTS as T } from './texts';

const FILTERS = { to: T.to };

/** `/admin/outbox`: the mail outbox for staff, paged, filtered by recipient address. */
export function OutboxPage() {
  return (
    <FilteredLogPage texts={T} filters={FILTERS} useLog={useOutbox}>
      {(page, headingId) => <OutboxTable messages={page.messages} labelledBy={headingId} />}
    </FilteredLogPage>
  );
}
