import { Alert, Button, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Login, useLogin } from 'react-admin';
import { CodeRequired, type Credentials } from '../app/auth-provider';

/**
 * The console's sign-in: the owner app's accounts and API. E-mail and password, then the e-mailed code
 * when the account asks for one (the provider sends this browser's known-device token with either). The server's message is shown as it is (wrong password, locked out,
 * not an admin).
 */
export function LoginPage() {
  const login = useLogin();
  const [challenge, setChallenge] = useState<{ id: string; message: string; email: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const credentials: Credentials = challenge
      ? { challenge: challenge.id, code: String(form.get('code') ?? '').trim(), email: challenge.email }
      : { email: String(form.get('email') ?? '').trim(), password: String(form.get('password') ?? '') };
    setBusy(true);
    setError(null);
    try {
      await login(credentials);
    } catch (err) {
      if (err instanceof CodeRequired) setChallenge({ id: err.challenge, message: err.message, email: credentials.email });
      else setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Login>
      <CardContent component="form" onSubmit={submit} noValidate={false} aria-label="Sign in to the console">
        <Stack spacing={2} sx={{ width: 300, maxWidth: '100%' }}>
          <Typography component="h1" variant="h6" align="center">
            TAPin Console
          </Typography>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {challenge ? (
            <>
              <Typography variant="body2">{challenge.message}</Typography>
              <TextField name="code" label="Sign-in code" autoComplete="one-time-code" inputMode="numeric" required autoFocus />
            </>
          ) : (
            <>
              <TextField name="email" type="email" label="E-mail" autoComplete="username" required autoFocus />
              <TextField name="password" type="password" label="Password" autoComplete="current-password" required />
            </>
          )}
          <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : null}>
            Sign in
          </Button>
        </Stack>
      </CardContent>
    </Login>
  );
}
