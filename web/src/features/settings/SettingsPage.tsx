import type { NotificationSettings, ProfileSettings, SecuritySettings } from '@tapin/core/contracts';
import { Bell, ExternalLink, ImageUp, KeyRound, MailWarning, Shield, Trash2, User, Wrench } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../app/api';
import { useUser } from '../../app/auth';
import { useFlags } from '../../app/flags';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Field, Input, Select } from '../../ui/form';
import { Spinner } from '../../ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { toast } from '../../ui/toast';
import {
  useChangePassword,
  useNotificationSettings,
  useProfileSettings,
  useRemoveLogo,
  useSaveNotifications,
  useSaveProfile,
  useSaveSecurity,
  useSecuritySettings,
  useUploadLogo,
  type ProfileChange,
  type SecurityChange,
} from './settings-api';
import { adminTools, initialTab, logoProblem, sessionTimeoutOptions, settingsTabs, type AdminLink, type SettingsTab } from './settings-rules';

const tabLabels: Record<SettingsTab, { label: string; icon: typeof User }> = {
  profile: { label: 'Profile', icon: User },
  notifications: { label: 'Notifications', icon: Bell },
  security: { label: 'Security', icon: Shield },
  admin: { label: 'Admin', icon: Wrench },
};

const saved = (description: string) => toast({ title: 'Success', description });
const failed = (error: unknown, fallback: string) => toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });

/** The field a 400 names (`{ message, field }`), to show its message beside that field. */
function fieldError(error: unknown, field: string): string | null {
  if (error instanceof ApiError && error.status === 400 && error.data?.field === field) return error.serverMessage;
  return null;
}

function Loading({ query, children }: { query: { isLoading: boolean; isError: boolean; error: unknown }; children: () => ReactNode }) {
  if (query.isLoading) return <Spinner label="Loading settings..." />;
  if (query.isError) return <p className="text-sm text-red-600">{errorMessage(query.error, 'Failed to load settings')}</p>;
  return <>{children()}</>;
}

/** A labelled on/off switch (a checkbox with the switch role: Space toggles it). */
function Toggle({ label, description, checked, onChange }: { label: string; description: string; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <label className="flex cursor-pointer items-start justify-between gap-4 rounded-lg border border-slate-200 p-4">
      <span>
        <span className="block text-sm font-medium text-slate-900">{label}</span>
        <span className="block text-sm text-slate-600">{description}</span>
      </span>
      <input type="checkbox" role="switch" checked={checked} onChange={(e) => onChange(e.target.checked)} className="peer sr-only" />
      <span
        aria-hidden="true"
        className="relative mt-1 h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors after:absolute after:left-0.5 after:top-0.5 after:h-5 after:w-5 after:rounded-full after:bg-white after:transition-transform peer-checked:bg-brand-700 peer-checked:after:translate-x-5 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2"
      />
    </label>
  );
}

// ----- Profile -----

function LogoPicker({ profile }: { profile: ProfileSettings }) {
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const wrong = logoProblem(file);
    setProblem(wrong);
    if (wrong) return;
    upload.mutate(file, {
      onSuccess: () => saved('Profile settings updated successfully'),
      onError: (error) => setProblem(errorMessage(error, 'Failed to upload logo')),
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <div className="flex h-20 w-20 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
        {profile.logoUrl ? (
          <img src={profile.logoUrl} alt="Your logo" width={80} height={80} className="h-full w-full object-contain" onError={(e) => (e.currentTarget.style.display = 'none')} />
        ) : (
          <ImageUp className="h-8 w-8 text-slate-400" aria-hidden="true" />
        )}
      </div>
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => input.current?.click()} disabled={upload.isPending}>
            <ImageUp className="h-4 w-4" aria-hidden="true" /> {upload.isPending ? 'Uploading...' : 'Upload Logo'}
          </Button>
          {profile.logoUrl && (
            <Button
              variant="ghost"
              size="sm"
              disabled={remove.isPending}
              onClick={() => remove.mutate(undefined, { onSuccess: () => saved('Profile settings updated successfully'), onError: (e) => failed(e, 'Failed to remove logo') })}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" /> Remove
            </Button>
          )}
        </div>
        <p className="text-xs text-slate-500">PNG or JPG, max 2MB</p>
        {problem && (
          <p role="alert" className="text-sm text-red-600">
            {problem}
          </p>
        )}
        <input ref={input} type="file" accept="image/png,image/jpeg" aria-label="Logo file" className="sr-only" onChange={(e) => choose(e.target.files?.[0])} />
      </div>
    </div>
  );
}

function ProfileForm({ profile }: { profile: ProfileSettings }) {
  const save = useSaveProfile();
  const [form, setForm] = useState<ProfileChange>({
    name: profile.name,
    email: profile.pendingEmail ?? profile.email,
    phone: profile.phone ?? '',
    company: profile.company ?? '',
    website: profile.website ?? '',
    currentPassword: '',
  });
  const set = (field: keyof ProfileChange) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));
  const changingEmail = form.email.trim().toLowerCase() !== profile.email.toLowerCase();
  const alreadyPending = profile.pendingEmail !== null && form.email.trim().toLowerCase() === profile.pendingEmail.toLowerCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An address already waiting for its link is not asked for again (that would send a second link).
    const email = alreadyPending ? profile.email : form.email;
    const { currentPassword, ...rest } = form;
    save.mutate(
      { ...rest, email, ...(changingEmail && !alreadyPending ? { currentPassword } : {}) },
      {
        onSuccess: (answer) => {
          setForm((f) => ({ ...f, currentPassword: '', email: answer.pendingEmail ?? answer.email }));
          saved('Profile settings updated successfully');
        },
        onError: (error) => failed(error, 'Failed to update profile settings'),
      },
    );
  };

  const err = (field: string) => fieldError(save.error, field);
  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
      <Field label="Name" error={err('name')}>
        {(p) => <Input {...p} value={form.name} onChange={set('name')} autoComplete="name" />}
      </Field>
      <Field label="Email" error={err('email')}>
        {(p) => <Input {...p} type="email" value={form.email} onChange={set('email')} autoComplete="email" />}
      </Field>
      {profile.pendingEmail && (
        <p role="status" className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2">
          <MailWarning className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>
            Waiting for confirmation: we sent a link to <strong>{profile.pendingEmail}</strong>. You keep signing in with {profile.email} until it is used.
          </span>
        </p>
      )}
      {changingEmail && !alreadyPending && (
        <Field label="Current password" error={err('currentPassword')} hint="Needed to change your e-mail address" className="sm:col-span-2">
          {(p) => <Input {...p} type="password" value={form.currentPassword} onChange={set('currentPassword')} autoComplete="current-password" />}
        </Field>
      )}
      <Field label="Phone" error={err('phone')}>
        {(p) => <Input {...p} type="tel" value={form.phone} onChange={set('phone')} autoComplete="tel" />}
      </Field>
      <Field label="Company" error={err('company')}>
        {(p) => <Input {...p} value={form.company} onChange={set('company')} autoComplete="organization" />}
      </Field>
      <Field label="Website" error={err('website')} className="sm:col-span-2">
        {(p) => <Input {...p} type="url" value={form.website} onChange={set('website')} placeholder="https://" autoComplete="url" />}
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Profile'}
        </Button>
      </div>
    </form>
  );
}

function ProfileTab() {
  const profile = useProfileSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>Your logo and how the network reaches you.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <Loading query={profile}>
          {() => (
            <>
              <LogoPicker profile={profile.data!} />
              {/* Keyed by the stored values: a save or reload starts the form from them again. */}
              <ProfileForm key={`${profile.data!.email}|${profile.data!.pendingEmail ?? ''}`} profile={profile.data!} />
            </>
          )}
        </Loading>
      </CardContent>
    </Card>
  );
}

// ----- Notifications -----

const notificationLabels: Record<keyof NotificationSettings, [string, string]> = {
  emailNotifications: ['Email Notifications', 'Receive notifications by e-mail'],
  pushNotifications: ['Push Notifications', 'Receive notifications in your browser'],
  marketingEmails: ['Marketing Emails', 'News and offers from TAPin'],
  weeklyReports: ['Weekly Reports', 'A summary of your business every week'],
  profileViews: ['Profile Views', 'When someone views your business profile'],
  newConversions: ['New Conversions', 'When a customer redeems one of your promotions'],
};

function NotificationsForm({ stored }: { stored: NotificationSettings }) {
  const save = useSaveNotifications();
  const [values, setValues] = useState(stored);
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(values, { onSuccess: () => saved('Notification preferences updated successfully'), onError: (err) => failed(err, 'Failed to update notification preferences') });
      }}
    >
      {(Object.keys(notificationLabels) as (keyof NotificationSettings)[]).map((key) => (
        <Toggle key={key} label={notificationLabels[key][0]} description={notificationLabels[key][1]} checked={values[key]} onChange={(on) => setValues((v) => ({ ...v, [key]: on }))} />
      ))}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Preferences'}
      </Button>
    </form>
  );
}

function NotificationsTab() {
  const query = useNotificationSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>Choose what TAPin tells you about.</CardDescription>
      </CardHeader>
      <CardContent>
        <Loading query={query}>{() => <NotificationsForm stored={query.data!} />}</Loading>
      </CardContent>
    </Card>
  );
}

// ----- Security -----

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

function SecurityTab() {
  const query = useSecuritySettings();
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Security</CardTitle>
          <CardDescription>How you sign in and how long a session lasts.</CardDescription>
        </CardHeader>
        <CardContent>
          <Loading query={query}>{() => <SecurityForm key={query.dataUpdatedAt} stored={query.data!} />}</Loading>
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

// ----- Admin -----

function ToolLink({ link }: { link: AdminLink }) {
  const body = (
    <>
      <span className="block font-medium text-slate-900">
        {link.label} {link.newWindow && <ExternalLink className="inline h-3.5 w-3.5" aria-label="(opens in a new window)" />}
      </span>
      <span className="block text-sm text-slate-600">{link.description}</span>
    </>
  );
  const className = 'block rounded-lg border border-slate-200 p-4 hover:bg-slate-50';
  return link.newWindow ? (
    <a href={link.to} target="_blank" rel="noopener" className={className}>
      {body}
    </a>
  ) : (
    <Link to={link.to} className={className}>
      {body}
    </Link>
  );
}

function AdminTab() {
  const { flags } = useFlags();
  const { links, quickActions } = adminTools(flags);
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Admin Tools</CardTitle>
          <CardDescription>Screens for running the network.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-2">
          {links.length ? links.map((l) => <ToolLink key={l.to} link={l} />) : <p className="text-sm text-slate-600">No admin screens are switched on.</p>}
        </CardContent>
      </Card>
      {quickActions.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>Quick Actions</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3 sm:grid-cols-3">
            {quickActions.map((l) => (
              <ToolLink key={`${l.to}-${l.label}`} link={l} />
            ))}
          </CardContent>
        </Card>
      )}
    </div>
  );
}

/** /settings: profile, notifications, security and, for admins, the admin tools (docs/decisions.md#settings). */
export default function SettingsPage() {
  const { user } = useUser();
  const [params, setParams] = useSearchParams();
  const tabs = settingsTabs(user);
  const tab = initialTab(params.get('tab'), tabs);
  const select = (value: string) => setParams(value === 'profile' ? {} : { tab: value }, { replace: true });

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="mb-1 text-2xl font-bold text-slate-900">Settings</h1>
      <p className="mb-6 text-sm text-slate-600">Manage your account, notifications and security.</p>
      <Tabs value={tab} onValueChange={select}>
        <TabsList>
          {tabs.map((t) => {
            const { label, icon: Icon } = tabLabels[t];
            return (
              <TabsTrigger key={t} value={t} className="inline-flex items-center gap-1.5">
                <Icon className="h-4 w-4" aria-hidden="true" /> {label}
              </TabsTrigger>
            );
          })}
        </TabsList>
        <TabsContent value="profile">
          <ProfileTab />
        </TabsContent>
        <TabsContent value="notifications">
          <NotificationsTab />
        </TabsContent>
        <TabsContent value="security">
          <SecurityTab />
        </TabsContent>
        {tabs.includes('admin') && (
          <TabsContent value="admin">
            <AdminTab />
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
