import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { components } from '../../../common/api/schema';
import { ownAccountRefusal } from '../../../common/staff-boundaries';
import {
  useAddUserCurrency,
  useUserInventory,
  useUserInventoryTransactions,
} from '../../dataProvider/adminUsers.queries';
import { CURRENCY_AMOUNTS, currencyLabel } from '../../lib/permissionRules';
import { useHoldsPermission } from '../../authProvider/useHoldsPermission';
import type { SectionProps } from '../collections/sections';
import { DataTable } from '../../components/DataTable';
import { Pager } from '../../components/Pager';
import { PermissionNote } from '../../components/PermissionNote';
import { Loaded, SectionFrame } from '../../components/SectionFrame';
import { accountOf, useActor } from './Gate';
import { USER_COLUMNS as C, USER_TEXTS } from './texts';

type Transaction = components['schemas']['InventoryTransaction'];
const PAGE = 30;

/**
 * The inventory with the six currency buttons, and the inventory transactions (newest first, paged).
 * After a button the inventory, the transactions and the record all reload from the server. On one's own
 * account the buttons are disabled under the reason: staff never change their own balance (the server
 * refuses it too, `x-not-own-account`).
 */
export function UserInventory({ record, reload }: SectionProps) {
  // A section of the user's record page, paging within that record beside another paged section: its offset
  // is not the page's list state, so it stays here until record pages keep their sections' state in the URL.
  // eslint-disable-next-line no-restricted-syntax
  const [first, setFirst] = useState(0);
  const addCurrency = useAddUserCurrency(record.id);
  const busy = addCurrency.isPending;
  const canWrite = useHoldsPermission('admin_write_entities');
  const ownAccount = ownAccountRefusal(useActor(), accountOf(record));
  const inventory = useUserInventory(record.id);
  const transactions = useUserInventoryTransactions(record.id, { first, count: PAGE });

  // A change of money applies once confirmed (the buttons sit side by side, one mistaken click is 10,000 MC).
  const [pending, setPending] = useState<(typeof CURRENCY_AMOUNTS)[number] | null>(null);
  const add = async (amount: (typeof CURRENCY_AMOUNTS)[number]) => {
    try {
      await addCurrency.mutateAsync(amount);
      setFirst(0);
    } catch {
      // "Balance cannot go below 0" and other refusals are shown as toasts by the client.
    } finally {
      setPending(null);
      reload();
    }
  };

  return (
    <>
      <SectionFrame title={USER_TEXTS.inventory}>
        {() => (
          <Stack spacing={1}>
            <Loaded load={inventory}>
              {(value) => (
                <Typography data-testid="user-inventory">
                  {USER_TEXTS.currency}: {value.currency} · {USER_TEXTS.inescrow}: {value.inescrow ?? 0}
                </Typography>
              )}
            </Loaded>
            {!canWrite && (
              <PermissionNote action={USER_TEXTS.addCurrency} permission="admin_write_entities" />
            )}
            {canWrite && ownAccount && (
              <Typography variant="body2" color="text.secondary" data-testid="user-inventory-refusal">
                {ownAccount}
              </Typography>
            )}
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {canWrite &&
                CURRENCY_AMOUNTS.map((amount) => (
                  <Button
                    key={amount}
                    variant="outlined"
                    disabled={busy || ownAccount !== null}
                    aria-label={USER_TEXTS.addCurrencyLabel(currencyLabel(amount))}
                    onClick={() => setPending(amount)}
                  >
                    {currencyLabel(amount)}
                  </Button>
                ))}
            </Stack>
          </Stack>
        )}
      </SectionFrame>
      <ConfirmDialog
        open={pending !== null}
        title={USER_TEXTS.confirmCurrencyTitle(
          currencyLabel(pending ?? 0),
          String(record.nickname ?? record.id),
        )}
        confirmLabel={USER_TEXTS.confirmCurrency}
        onClose={() => setPending(null)}
        onConfirm={() => (pending === null ? Promise.resolve() : add(pending))}
      >
        <DialogContentText>{USER_TEXTS.confirmCurrencyBody}</DialogContentText>
      </ConfirmDialog>
      <SectionFrame title={USER_TEXTS.inventoryTransactions}>
        {(headingId) => (
          <Loaded load={transactions}>
            {(page) => (
              <>
                <DataTable<Transaction>
                  labelledBy={headingId}
                  rows={page.transactions}
                  rowKey={(row) => row.id}
                  columns={[
                    { heading: C.timestamp, cell: (row) => row.timestamp },
                    { heading: C.type, cell: (row) => row.type },
                    { heading: C.added, cell: (row) => row.added },
                    { heading: C.newcurrency, cell: (row) => row.newcurrency },
                    { heading: C.newinescrow, cell: (row) => row.newinescrow },
                  ]}
                />
                <Pager
                  label={USER_TEXTS.inventoryTransactions}
                  first={first}
                  count={PAGE}
                  total={page.total}
                  onChange={setFirst}
                />
              </>
            )}
          </Loaded>
        )}
      </SectionFrame>
    </>
  );
}
