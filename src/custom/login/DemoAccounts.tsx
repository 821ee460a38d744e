import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClientConfig } from '../../api/types';
import { LOGIN_TEXTS } from './texts';

type Demo = NonNullable<ClientConfig['demo']>;

/** The demo accounts of a demo server; choosing one fills the sign-in form. */
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
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          {demo.accounts.map((account) => (
            <Button key={account.email} size="small" onClick={() => onChoose(account.email, demo.password)}>
              {LOGIN_TEXTS.demoAccount(account.email, account.role)}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
