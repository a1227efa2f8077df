import type { ProfileSettings } from '@tapin/core/contracts';
import { ImageUp, MailWarning, Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../app/api';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Field, Input } from '../../ui/form';
import { QueryGate } from '../../ui/query-state';
import { useProfileSettings, useRemoveLogo, useSaveProfile, useUploadLogo, type ProfileChange } from './settings-api';
import { failed, fieldError, loadFailed, saved } from './settings-feedback';
import { logoProblem } from './settings-rules';

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

/** The owner's logo, and the name and addresses the network reaches them by. */
export function ProfileTab() {
  const profile = useProfileSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>Your logo and how the network reaches you.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <QueryGate query={profile} loading="Loading settings..." failed={loadFailed}>
          {() => (
            <>
              <LogoPicker profile={profile.data!} />
              {/* Keyed by the stored values: a save or reload starts the form from them again. */}
              <ProfileForm key={`${profile.data!.email}|${profile.data!.pendingEmail ?? ''}`} profile={profile.data!} />
            </>
          )}
        </QueryGate>
      </CardContent>
    </Card>
  );
}
