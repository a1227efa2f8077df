import type { ExtractedProfile } from '@tapin/core/contracts';
import { ArrowLeft, ChevronDown, ChevronRight, Download, Eye, FileText, Globe, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../app/api';
import { apiDownload } from '../../app/download';
import { paths } from '../../app/paths';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { ConfirmDelete } from '../../ui/confirm-delete';
import { Dialog } from '../../ui/dialog';
import { Field, Input } from '../../ui/form';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/toast';
import { logFileUrl, useDeleteLog, useLogContent, useLogFiles, useScrapeTest } from './devtools-api';
import { kilobytes, RAW_CONTENT_PREVIEW, scrapeTestUrl } from './devtools-rules';

/** A log is read from its end: the viewer opens at the newest lines. */
function scrollToEnd(pre: HTMLPreElement | null): void {
  if (pre) pre.scrollTop = pre.scrollHeight;
}

function LogViewer({ name, onClose }: { name: string; onClose(): void }) {
  const content = useLogContent(name);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={name} description="The file's text (its end, for a large file)." className="max-w-3xl">
      {content.isLoading ? (
        <Spinner label="Loading log..." />
      ) : content.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Failed to load log file content
        </p>
      ) : (
        <pre ref={scrollToEnd} className="max-h-[60vh] overflow-auto rounded-lg bg-slate-900 p-3 text-xs leading-relaxed text-slate-100">{content.data || '(empty)'}</pre>
      )}
    </Dialog>
  );
}

function LogFiles() {
  const files = useLogFiles();
  const remove = useDeleteLog();
  const [viewing, setViewing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  if (files.isLoading) return <Spinner label="Loading log files..." />;
  if (files.isError || !files.data) {
    return (
      <p role="alert" className="text-sm text-red-700">
        Failed to load log files
      </p>
    );
  }
  const download = (name: string) => apiDownload(logFileUrl(name, true), name).catch((err: unknown) => toast({ title: 'Error', description: errorMessage(err, 'Failed to load log file content'), variant: 'destructive' }));
  return (
    <>
      {files.data.length === 0 ? (
        <p className="text-sm text-slate-600">No log files yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {files.data.map((f) => (
            <li key={f.name} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-2 truncate font-mono text-sm text-slate-900">
                  <FileText className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" /> {f.name}
                </p>
                <p className="text-xs text-slate-500">
                  {kilobytes(f.size)} · last modified {new Date(f.lastModified).toLocaleString()} · on {f.host}
                </p>
              </div>
              <div className="flex gap-2">
                <Button size="sm" variant="outline" onClick={() => setViewing(f.name)} aria-label={`View ${f.name}`}>
                  <Eye className="h-4 w-4" aria-hidden="true" /> View
                </Button>
                <Button size="sm" variant="outline" onClick={() => void download(f.name)} aria-label={`Download ${f.name}`}>
                  <Download className="h-4 w-4" aria-hidden="true" /> Download
                </Button>
                <Button size="sm" variant="ghost" className="text-red-700" onClick={() => setDeleting(f.name)} aria-label={`Delete ${f.name}`}>
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {viewing && <LogViewer name={viewing} onClose={() => setViewing(null)} />}
      <ConfirmDelete
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this log file?"
        description={deleting ?? undefined}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: (answer) => {
              setDeleting(null);
              toast({ title: 'Success', description: answer.message });
            },
            onError: (err) => {
              setDeleting(null);
              toast({ title: 'Error', description: errorMessage(err, 'Failed to delete log file'), variant: 'destructive' });
            },
          })
        }
      />
    </>
  );
}

/** One result row: a label and a value that expands on click when it is long. */
function ResultRow({ label, value }: { label: string; value: string }) {
  const [open, setOpen] = useState(false);
  const Chevron = open ? ChevronDown : ChevronRight;
  return (
    <li>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className="flex w-full items-start gap-2 py-2 text-left text-sm hover:bg-slate-50">
        <Chevron className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
        <span className="w-36 shrink-0 font-medium text-slate-700">{label}</span>
        <span className={open ? 'min-w-0 flex-1 whitespace-pre-wrap break-words text-slate-900' : 'min-w-0 flex-1 truncate text-slate-900'}>{value || 'Not found'}</span>
      </button>
    </li>
  );
}

function resultRows(p: ExtractedProfile): Array<[string, string]> {
  return [
    ['Name', p.name ?? ''],
    ['Industry', p.industry ?? ''],
    ['Location', p.location ?? ''],
    ['Contact e-mail', p.contactEmail ?? ''],
    ['Phone', p.contactPhone ?? ''],
    ['Services', p.services.join(', ')],
    ['Brand colours', p.brandColors.join(', ')],
    ['Value proposition', p.valueProposition ?? ''],
    ['Description', p.description ?? ''],
  ];
}

/** The scrape test: idle, testing, results (document 2, "/logs"). */
function ScrapeTest() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const scrape = useScrapeTest();
  const run = (e: FormEvent) => {
    e.preventDefault();
    const url = scrapeTestUrl(value);
    if (!url) {
      setError('Please enter a website URL');
      return;
    }
    setError(undefined);
    setValue(url);
    scrape.mutate(url, {
      onSuccess: () => toast({ title: 'Scrape Test Complete', description: url }),
      onError: (err) => toast({ title: 'Scrape Test Failed', description: errorMessage(err, 'Could not test website scraping'), variant: 'destructive' }),
    });
  };
  const result = scrape.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Globe className="h-4 w-4" aria-hidden="true" /> Scrape Test
        </CardTitle>
        <CardDescription>Runs the intake's website extraction on one address and shows what it found.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={run} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <Field label="Website URL" error={error} className="flex-1">
            {(p) => <Input {...p} type="url" inputMode="url" placeholder="example.com" value={value} onChange={(e) => setValue(e.target.value)} />}
          </Field>
          <Button type="submit" disabled={scrape.isPending}>
            {scrape.isPending ? 'Testing...' : 'Run Scrape Test'}
          </Button>
        </form>
        {scrape.isPending && <Spinner label="Testing website scraping..." />}
        {result && !scrape.isPending && (
          <div className="space-y-3">
            <h3 className="text-sm font-semibold text-slate-900">Business extraction</h3>
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 px-3">
              {resultRows(result).map(([label, v]) => (
                <ResultRow key={label} label={label} value={v} />
              ))}
            </ul>
            <h3 className="text-sm font-semibold text-slate-900">Raw website content (first {RAW_CONTENT_PREVIEW} characters)</h3>
            <pre className="max-h-64 overflow-auto whitespace-pre-wrap rounded-lg bg-slate-50 p-3 text-xs text-slate-700">{result.extractedData.websiteContent.slice(0, RAW_CONTENT_PREVIEW) || '(no text)'}</pre>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** /logs: System Logs & Monitoring (flag systemLogs, admins): the daily log files and the scrape test. */
export default function LogsPage() {
  return (
    <div className="mx-auto max-w-5xl space-y-5 px-4 py-8">
      <ButtonLink to={paths.settings} variant="ghost" size="sm">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Settings
      </ButtonLink>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">System Logs &amp; Monitoring</h1>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Log Files</CardTitle>
          <CardDescription>The server's daily files, newest first. Today's file is in use and cannot be deleted.</CardDescription>
        </CardHeader>
        <CardContent>
          <LogFiles />
        </CardContent>
      </Card>
      <ScrapeTest />
    </div>
  );
}
