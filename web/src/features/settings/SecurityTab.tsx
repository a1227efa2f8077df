import type { SecuritySettings } from '@tapin/core/contracts';
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Field, Input, Select } from '../../ui/form';
import { QueryGate } from '../../ui/query-state';
import { Toggle } from '../../ui/toggle';
import { useChangePassword, useSaveSecurity, useSecuritySettings, type SecurityChange } from './settings-api';
import { failed, fieldError, loadFailed, saved } from './settings-feedback';
import { sessionTimeoutOptions } from './settings-rules';

function SecurityForm({ stored }: { stored: SecuritySettings }) {
  const save = useSaveSecurity();
  const [values, setValues] = useState<SecurityChange>({ twoFactorEnabled: stored.twoFactorEnabled, loginAlerts: stored.loginAlerts, sessionTimeout: stored.sessionTimeout });
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(values, { onSuccess: () => saved('Security settings updated successfully'), onError: (err) => failed(err, 'Failed to update security settings') });
      }}
    >
      <Toggle
        label="Two-Factor Authentication"
        description="Ask for a 6-digit code sent to your e-mail each time you sign in"
        checked={values.twoFactorEnabled}
        onChange={(on) => setValues((v) => ({ ...v, twoFactorEnabled: on }))}
      />
      <Toggle label="Login Alerts" description="E-mail me when my account signs in on a new device" checked={values.loginAlerts} onChange={(on) => setValues((v) => ({ ...v, loginAlerts: on }))} />
      <Field label="Session Timeout" hint="Signs you out after this long without activity">
        {(p) => (
          <Select {...p} value={values.sessionTimeout} onChange={(e) => setValues((v) => ({ ...v, sessionTimeout: e.target.value as SecurityChange['sessionTimeout'] }))}>
            {sessionTimeoutOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Security Settings'}
      </Button>
    </form>
  );
}

function PasswordForm({ lastChanged }: { lastChanged: string | null }) {
  const change = useChangePassword();
  const [form, setForm] = useState({ currentPassword: '', newPassword: '', confirm: '' });
  const [mismatch, setMismatch] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const differ = form.newPassword !== form.confirm;
    setMismatch(differ);
    if (differ) return;
    change.mutate(
      { currentPassword: form.currentPassword, newPassword: form.newPassword },
      {
        onSuccess: () => {
          setForm({ currentPassword: '', newPassword: '', confirm: '' });
          saved('Security settings updated successfully');
        },
        onError: (err) => failed(err, 'Failed to update security settings'),
      },
    );
  };
  const err = (field: string) => fieldError(change.error, field);
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <p className="text-sm text-slate-600">Password last changed: {lastChanged ? new Date(lastChanged).toLocaleDateString() : 'never'}</p>
      <Field label="Current password" error={err('currentPassword')}>
        {(p) => <Input {...p} type="password" value={form.currentPassword} onChange={(e) => setForm((f) => ({ ...f, currentPassword: e.target.value }))} autoComplete="current-password" />}
      </Field>
      <Field label="New password" error={err('newPassword')}>
        {(p) => <Input {...p} type="password" value={form.newPassword} onChange={(e) => setForm((f) => ({ ...f, newPassword: e.target.value }))} autoComplete="new-password" />}
      </Field>
      <Field label="Confirm new password" error={mismatch ? 'Passwords do not match' : null}>
        {(p) => <Input {...p} type="password" value={form.confirm} onChange={(e) => setForm((f) => ({ ...f, confirm: e.target.value }))} autoComplete="new-password" />}
      </Field>
      <Button type="submit" variant="outline" disabled={change.isPending}>
        <KeyRound className="h-4 w-4" aria-hidden="true" /> {change.isPending ? 'Changing...' : 'Change Password'}
      </Button>
    </form>
  );
}

/** Two-factor sign-in, login alerts, the session timeout and the password. */
export function SecurityTab() {
  const query = useSecuritySettings();
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Security</CardTitle>
          <CardDescription>How you sign in and how long a session lasts.</CardDescription>
        </CardHeader>
        <CardContent>
          <QueryGate query={query} loading="Loading settings..." failed={loadFailed}>{() => <SecurityForm key={query.dataUpdatedAt} stored={query.data!} />}</QueryGate>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Change Password</CardTitle>
          <CardDescription>Your other sessions end when the password changes.</CardDescription>
        </CardHeader>
        <CardContent>
          <PasswordForm lastChanged={query.data?.passwordLastChanged ?? null} />
        </CardContent>
      </Card>
    </div>
  );
}
