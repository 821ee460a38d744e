import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { components } from '../../../common/api/schema';
import { useUserSection } from '../../dataProvider/adminUsers.queries';
import type { SectionProps } from '../collections/sections';
import { Loaded, SectionFrame } from '../../components/SectionFrame';
import { USER_TEXTS } from './texts';

/**
 * Client and server access tokens (staff-and-agents.md §2.3), registered only for holders of can_use_access_token. Revealing them is recorded in the audit log, so they load on request, not with the page.
 */
export function UserAccessTokens({ record }: SectionProps) {
  const [shown, setShown] = useState(false);
  const tokens = useUserSection('getUserAccessTokens', record.id, shown);
  return (
    <SectionFrame title={USER_TEXTS.accessTokens}>
      {() =>
        shown ? (
          <Loaded load={tokens}>
            {(value) => (
              <Box component="dl" sx={{ m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                <dt>{USER_TEXTS.clientToken}</dt>
                <dd>{value.clienttoken}</dd>
                <dt>{USER_TEXTS.serverToken}</dt>
                <dd>{value.servertoken}</dd>
              </Box>
            )}
          </Loaded>
        ) : (
          <Button variant="outlined" onClick={() => setShown(true)}>
            {USER_TEXTS.showTokens}
          </Button>
        )
      }
    </SectionFrame>
  );
}

type Customer = components['schemas']['PaymentCustomer'];

/** The user's customer record at the payment provider (GET …/stripefull). */
export function UserPaymentCustomer({ record }: SectionProps) {
  const load = useUserSection('getUserPaymentCustomer', record.id);
  return (
    <SectionFrame title={USER_TEXTS.paymentCustomer}>
      {() => (
        <Loaded load={load}>
          {(customer: Customer) =>
            Object.keys(customer).length === 0 ? (
              <Typography>{USER_TEXTS.noPaymentCustomer}</Typography>
            ) : (
              <Box component="pre" sx={{ m: 0, fontSize: 13 }}>
                {JSON.stringify(customer, null, 2)}
              </Box>
            )
          }
        </Loaded>
      )}
    </SectionFrame>
  );
}
