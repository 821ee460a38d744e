import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClientConfig } from '../../api/types';
import { LOGIN_TEXTS } from './texts';

type Demo = NonNullable<ClientConfig['demo']>;

/** The demo accounts of a demo server, each with what it shows; choosing one fills the sign-in form. */
export function DemoAccounts({
  demo,
  onChoose,
}: {
  demo: Demo;
  onChoose: (email: string, password: string) => void;
}) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="demo-accounts-title">
      <CardContent>
        <Typography id="demo-accounts-title" variant="h6" component="h2">
          {LOGIN_TEXTS.demoTitle}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {LOGIN_TEXTS.demoPassword(demo.password)}
        </Typography>
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {demo.accounts.map((account) => {
            const purposeId = `demo-account-${account.role}-purpose`;
            return (
              <li key={account.email}>
                <Button
                  size="small"
                  aria-describedby={purposeId}
                  onClick={() => onChoose(account.email, demo.password)}
                >
                  {LOGIN_TEXTS.demoAccount(account.email, account.role)}
                </Button>
                <Typography id={purposeId} variant="body2" color="text.secondary" sx={{ px: 1 }}>
                  {account.purpose}
                </Typography>
              </li>
            );
          })}
        </Stack>
      </CardContent>
    </Card>
  );
}
