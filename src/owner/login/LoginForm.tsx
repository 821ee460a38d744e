import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { EMAIL_PATTERN } from '../../../common/patterns';
import { isHighlightedTitle } from '../../lib/title';
import { LOGIN_TEXTS, PASSWORD_MIN_LENGTH } from './texts';

export interface Credentials {
  email: string;
  password: string;
  nickname: string;
}

export interface LoginFormProps {
  mode: 'login' | 'create';
  values: Credentials;
  onChange: (values: Credentials) => void;
  onSubmit: (values: Credentials) => void;
  busy: boolean;
  error: string | null;
}

/** Email and password (and an optional nickname when creating an account), checked before sending. */
export function LoginForm({ mode, values, onChange, onSubmit, busy, error }: LoginFormProps) {
  const [touched, setTouched] = useState(false);
  const emailBad = !EMAIL_PATTERN.test(values.email.trim());
  const passwordBad = values.password.length < PASSWORD_MIN_LENGTH;
  const nicknameBad = mode === 'create' && isHighlightedTitle(values.nickname);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (emailBad || passwordBad || nicknameBad) return;
    onSubmit({ ...values, email: values.email.trim(), nickname: values.nickname.trim() });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        label={LOGIN_TEXTS.email}
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={(event) => onChange({ ...values, email: event.target.value })}
        error={touched && emailBad}
        helperText={touched && emailBad ? LOGIN_TEXTS.emailInvalid : undefined}
      />
      <TextField
        label={LOGIN_TEXTS.password}
        type="password"
        autoComplete={mode === 'create' ? 'new-password' : 'current-password'}
        required
        value={values.password}
        onChange={(event) => onChange({ ...values, password: event.target.value })}
        error={touched && passwordBad}
        helperText={touched && passwordBad ? LOGIN_TEXTS.passwordTooShort : undefined}
      />
      {mode === 'create' && (
        <TextField
          label={LOGIN_TEXTS.nickname}
          autoComplete="nickname"
          value={values.nickname}
          onChange={(event) => onChange({ ...values, nickname: event.target.value })}
          error={nicknameBad}
          helperText={nicknameBad ? LOGIN_TEXTS.nicknameInvalid : undefined}
        />
      )}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {mode === 'create' ? LOGIN_TEXTS.submitCreate : LOGIN_TEXTS.submitLogin}
      </Button>
    </Stack>
  );
}
