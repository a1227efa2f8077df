import { developerConfirmations, isAdmin } from '@tapin/core/contracts';
import { AlertTriangle, ArrowLeft, Download, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../app/api';
import { useUser } from '../../app/auth';
import { useFlags } from '../../app/flags';
import { paths } from '../../app/paths';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Field, Input, Select } from '../../ui/form';
import { MessagePage } from '../../ui/message-page';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/toast';
import { useBusinesses } from '../businesses/business-api';
import { useDeveloperDeletes } from './devtools-api';
import { downloadExport, ExportsCard } from './ExportsCard';

function BackToSettings() {
  return (
    <ButtonLink to={paths.settings} variant="ghost" size="sm">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Settings
    </ButtonLink>
  );
}

/** Delete one business: pick it, type DELETE (checked here and again on the server). */
function DeleteBusiness() {
  const businesses = useBusinesses();
  const { deleteBusiness } = useDeveloperDeletes();
  const [id, setId] = useState('');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { text, message } = developerConfirmations.deleteBusiness;
    if (!id || typed !== text) {
      setError(message);
      return;
    }
    setError(undefined);
    deleteBusiness.mutate(
      { id: Number(id), confirmation: typed },
      {
        onSuccess: (result) => {
          toast({ title: 'Success', description: result.message });
          setId('');
          setTyped('');
        },
        onError: (err) => toast({ title: 'Error', description: errorMessage(err, 'Failed to delete business profile'), variant: 'destructive' }),
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Delete a Business</CardTitle>
        <CardDescription>Removes the business with its promotions, campaigns, events and files. An export is written first; Restore, under Exports, puts it back.</CardDescription>
      </CardHeader>
      <CardContent>
        {businesses.isLoading ? (
          <Spinner label="Loading businesses..." />
        ) : (
          <form onSubmit={submit} noValidate className="space-y-3">
            <Field label="Business">
              {(p) => (
                <Select {...p} value={id} onChange={(e) => setId(e.target.value)}>
                  <option value="">Select a business</option>
                  {(businesses.data ?? []).map((b) => (
                    <option key={b.id} value={b.id}>
                      {b.name} (#{b.id})
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={`Type ${developerConfirmations.deleteBusiness.text} to confirm`} error={error}>
              {(p) => <Input {...p} autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />}
            </Field>
            <Button type="submit" variant="destructive" disabled={deleteBusiness.isPending}>
              <Trash2 className="h-4 w-4" aria-hidden="true" /> {deleteBusiness.isPending ? 'Deleting...' : 'Delete Business'}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

/** Clear all business data: type CLEAR ALL; the export written first is offered for download. */
function ClearAll() {
  const { clearAll } = useDeveloperDeletes();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [written, setWritten] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { text, message } = developerConfirmations.clearAll;
    if (typed !== text) {
      setError(message);
      return;
    }
    setError(undefined);
    clearAll.mutate(typed, {
      onSuccess: (result) => {
        toast({ title: 'Success', description: result.message });
        setTyped('');
        setWritten(result.export);
      },
      onError: (err) => toast({ title: 'Error', description: errorMessage(err, 'Failed to clear all data'), variant: 'destructive' }),
    });
  };
  return (
    <Card className="border-red-200">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base text-red-800">
          <AlertTriangle className="h-4 w-4" aria-hidden="true" /> Clear All Business Data
        </CardTitle>
        <CardDescription>Businesses, promotions, campaigns and galleries, with their files. Accounts stay. An export of everything is written first.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={submit} noValidate className="space-y-3">
          <Field label={`Type ${developerConfirmations.clearAll.text} to confirm`} error={error}>
            {(p) => <Input {...p} autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />}
          </Field>
          <Button type="submit" variant="destructive" disabled={clearAll.isPending}>
            {clearAll.isPending ? 'Clearing...' : 'Clear All Data'}
          </Button>
        </form>
        {written && (
          <p role="status" className="flex flex-wrap items-center gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
            Export written: <span className="font-mono">{written}</span>
            <Button size="sm" variant="outline" onClick={() => void downloadExport(written)}>
              <Download className="h-4 w-4" aria-hidden="true" /> Download Export
            </Button>
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** /developer-mode (flag adminPanel): admins delete a business or all business data, each after typing its confirmation, and restore an export after seeing what comes back. */
export default function DeveloperModePage() {
  const { user } = useUser();
  const { flags } = useFlags();
  if (!isAdmin(user)) {
    return (
      <MessagePage title="Access Denied" text="You don't have permission to access Developer Mode.">
        <BackToSettings />
      </MessagePage>
    );
  }
  // The page lives behind adminPanel (document 2); its deletions behind their own flag, developerMode.
  if (flags.developerMode !== true) {
    return (
      <MessagePage title="Developer Mode is off" text="Deleting businesses and clearing data are switched off (flag developerMode).">
        <BackToSettings />
      </MessagePage>
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-8">
      <BackToSettings />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Developer Mode</h1>
      <DeleteBusiness />
      <ClearAll />
      <ExportsCard />
    </div>
  );
}
