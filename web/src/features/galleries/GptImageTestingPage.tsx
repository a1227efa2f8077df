import { galleryRules } from '@tapin/config/rules';
import type { GeneratedPosterView, PosterTestCase, TestCaseStatus } from '@tapin/core/contracts';
import { FlaskConical, Play, PlayCircle } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../app/api';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Field, Input, Textarea } from '../../ui/form';
import { Spinner } from '../../ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { toast } from '../../ui/toast';
import { SafeImage } from '../images/SafeImage';
import { useGeneratePoster, usePosterTestCases, useTestingPosters } from './galleries-api';
import { hubStats, modelLabel, promptPreview, seconds } from './galleries-rules';
import { PosterResults } from './PosterResults';

interface Run {
  status: TestCaseStatus;
  poster?: GeneratedPosterView;
}

/** A test the hub can run: a predefined one, or one written in Custom Tests. */
interface HubTest extends Omit<PosterTestCase, 'businessUrl' | 'businessName'> {
  businessUrl: string | null;
  businessName: string | null;
}

const tabs = [
  ['predefined', 'Predefined Tests'],
  ['custom', 'Custom Tests'],
  ['results', 'Results Gallery'],
  ['analysis', 'Prompt Analysis'],
] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const statusTone = { pending: 'neutral', running: 'amber', completed: 'green', failed: 'red' } as const;

function StatusBadge({ status }: { status: TestCaseStatus }) {
  return <Badge tone={statusTone[status]}>{status}</Badge>;
}

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Card>
      <CardContent className="p-4">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</p>
        <p className="mt-1 text-2xl font-bold text-slate-900">{value}</p>
      </CardContent>
    </Card>
  );
}

/** One test: what it sends, its status, Run Test, and its poster once made. */
function TestCard({ test, run, busy, onRun }: { test: HubTest; run: Run; busy: boolean; onRun(): void }) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle className="text-base">{test.label}</CardTitle>
          <StatusBadge status={run.status} />
        </div>
        <CardDescription>{test.businessName ?? test.businessUrl ?? 'Custom prompt'}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <p className="text-sm text-slate-700">{test.prompt}</p>
        {run.poster?.imageUrl && <SafeImage src={run.poster.imageUrl} alt={`${test.label} poster`} width={128} height={192} className="h-48 w-32 rounded object-cover" />}
        {run.poster && (
          <p className="text-xs text-slate-500">
            {modelLabel(run.poster.modelUsed)} · {seconds(run.poster.generationTime)}
          </p>
        )}
        <Button size="sm" className="mt-auto self-start" onClick={onRun} disabled={busy || run.status === 'running'} aria-label={`Run Test: ${test.label}`}>
          <Play className="h-4 w-4" aria-hidden="true" /> {run.status === 'running' ? 'Running...' : 'Run Test'}
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * /gpt-image-testing (flag testingTools): the GPT-image testing hub (specification sections 2, 4, 8, 9).
 * The predefined tests are the CLI's own (`GET /api/poster-test-cases`); Run All runs the pending ones
 * one after another, `galleryRules.testPauseMs` apart, and stop at the hourly limit (429). Tests completed
 * and the success rate are this session's runs; images generated and past results come from the server's
 * list of generated posters.
 */
export default function GptImageTestingPage() {
  const cases = usePosterTestCases();
  const posters = useTestingPosters();
  const generate = useGeneratePoster();
  const [tab, setTab] = useState<(typeof tabs)[number][0]>('predefined');
  const [runs, setRuns] = useState<Record<string, Run>>({});
  const [custom, setCustom] = useState<HubTest[]>([]);
  const [runningAll, setRunningAll] = useState(false);
  const [url, setUrl] = useState('');
  const [prompt, setPrompt] = useState('');
  const [promptError, setPromptError] = useState<string | null>(null);
  const customCount = useRef(0);

  const runOf = (name: string): Run => runs[name] ?? { status: 'pending' };
  const setRun = (name: string, run: Run) => setRuns((all) => ({ ...all, [name]: run }));

  /**
   * Runs one test; resolves when it is done, whatever the outcome: 'completed', 'failed', or 'limited'
   * when the server refused it for the hourly limit (429), which a later test would meet too.
   * A failure's toast keeps the specification's words and adds the server's reason when it gives one.
   */
  const runTest = async (test: HubTest): Promise<{ outcome: 'completed' | 'failed' | 'limited'; reason?: string }> => {
    setRun(test.name, { status: 'running' });
    toast({ title: 'Starting Generation', description: `Generating the ${test.label} poster...` });
    try {
      const poster = await generate.mutateAsync({ businessUrl: test.businessUrl, sourceImage: null, prompt: test.prompt, businessName: test.businessName });
      setRun(test.name, { status: 'completed', poster });
      toast({ title: 'Generation Complete', description: `${test.label} poster generated in ${seconds(poster.generationTime)}` });
      return { outcome: 'completed' };
    } catch (err) {
      setRun(test.name, { status: 'failed' });
      const reason = errorMessage(err, '');
      const failed = `Failed to generate ${test.label} poster`;
      toast({ title: 'Generation Failed', description: reason ? `${failed}: ${reason}` : failed, variant: 'destructive' });
      return { outcome: err instanceof ApiError && err.status === 429 ? 'limited' : 'failed', reason };
    }
  };

  const predefined: HubTest[] = cases.data ?? [];
  const runAll = async () => {
    const pending = predefined.filter((t) => runOf(t.name).status === 'pending');
    if (!pending.length) return;
    setRunningAll(true);
    let completed = 0;
    try {
      for (const [i, test] of pending.entries()) {
        if (i > 0) await sleep(galleryRules.testPauseMs);
        const { outcome, reason } = await runTest(test);
        if (outcome === 'completed') completed++;
        if (outcome === 'limited') {
          // The hourly limit will not lift a second later: stop, and leave the rest pending for later.
          const left = pending.length - i - 1;
          toast({
            title: 'Run All Stopped',
            description: `${reason || 'Generation limit reached.'} ${completed} of ${pending.length} tests completed; ${left} ${left === 1 ? 'test is' : 'tests are'} still pending.`,
            variant: 'destructive',
          });
          return;
        }
      }
      toast({ title: 'All Tests Complete', description: `${completed} of ${pending.length} tests completed.` });
    } finally {
      setRunningAll(false);
    }
  };

  const addCustom = (e: FormEvent) => {
    e.preventDefault();
    const text = prompt.trim();
    if (!text) {
      setPromptError('Please enter a prompt for the custom test.');
      return;
    }
    setPromptError(null);
    customCount.current += 1;
    const businessUrl = url.trim() || null;
    const test: HubTest = { name: `custom-${customCount.current}`, label: `Custom test ${customCount.current}`, businessUrl, businessName: null, prompt: text };
    setCustom((list) => [...list, test]);
    void runTest(test);
  };

  const all = [...predefined, ...custom];
  const stats = hubStats(
    all.map((t) => runOf(t.name).status),
    posters.data ?? [],
  );
  const pendingCount = predefined.filter((t) => runOf(t.name).status === 'pending').length;
  /** The latest result for a test: this session's, else the newest poster the server has for its prompt. */
  const resultOf = (test: HubTest) => runOf(test.name).poster ?? posters.data?.find((p) => p.prompt === test.prompt);

  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            <FlaskConical className="h-7 w-7 text-brand-700" aria-hidden="true" /> GPT-Image Testing Hub
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            Posters are made by <Badge tone="violet">GPT-Image-1</Badge> when an OpenAI key is configured, otherwise by the offline renderer; each result names its model.
          </p>
        </div>
        <Button onClick={() => void runAll()} disabled={runningAll || !pendingCount}>
          <PlayCircle className="h-4 w-4" aria-hidden="true" /> {runningAll ? 'Running...' : 'Run All Tests'}
        </Button>
      </header>
      <section aria-label="Stats" className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Stat label="Tests completed" value={stats.testsCompleted} />
        <Stat label="Images generated" value={stats.imagesGenerated} />
        <Stat label="Success rate (this session's runs)" value={stats.successRate} />
      </section>
      <Tabs value={tab} onValueChange={(v) => setTab(v as typeof tab)}>
        <TabsList className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
          {tabs.map(([value, label]) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="predefined">
          {cases.isLoading ? (
            <Spinner label="Loading tests..." />
          ) : cases.isError ? (
            <p role="alert" className="text-sm text-red-700">
              The predefined tests could not be loaded.
            </p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {predefined.map((t) => (
                <li key={t.name}>
                  <TestCard test={t} run={runOf(t.name)} busy={runningAll} onRun={() => void runTest(t)} />
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
        <TabsContent value="custom" className="space-y-4">
          <Card>
            <CardHeader>
              <CardTitle className="text-base">Custom test</CardTitle>
              <CardDescription>Your own prompt, and optionally the business's website.</CardDescription>
            </CardHeader>
            <CardContent>
              <form onSubmit={addCustom} noValidate className="space-y-3">
                <Field label="Business URL (optional)">
                  {(p) => <Input {...p} type="url" inputMode="url" placeholder="https://example.com" value={url} maxLength={2048} onChange={(e) => setUrl(e.target.value)} />}
                </Field>
                <Field label="Prompt" error={promptError}>
                  {(p) => <Textarea {...p} value={prompt} maxLength={galleryRules.promptMaxLength} onChange={(e) => setPrompt(e.target.value)} />}
                </Field>
                <Button type="submit" disabled={runningAll}>
                  <Play className="h-4 w-4" aria-hidden="true" /> Run Custom Test
                </Button>
              </form>
            </CardContent>
          </Card>
          {custom.length > 0 && (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {custom.map((t) => (
                <li key={t.name}>
                  <TestCard test={t} run={runOf(t.name)} busy={runningAll} onRun={() => void runTest(t)} />
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
        <TabsContent value="results">
          <PosterResults deletedTitle="Poster Deleted" saveLabel="Save" empty="No posters generated yet: run a test." />
        </TabsContent>
        <TabsContent value="analysis">
          <ul className="space-y-3">
            {all.map((t) => {
              const result = resultOf(t);
              return (
                <li key={t.name}>
                  <Card>
                    <CardHeader>
                      <CardTitle className="text-base">{t.label}</CardTitle>
                      <CardDescription>{t.prompt}</CardDescription>
                    </CardHeader>
                    <CardContent className="text-sm">
                      {result ? (
                        <dl className="grid gap-2 sm:grid-cols-[10rem_1fr]">
                          <dt className="font-medium text-slate-700">Actual prompt</dt>
                          <dd className="text-slate-900" title={result.actualPrompt}>
                            {promptPreview(result.actualPrompt) || '—'}
                          </dd>
                          <dt className="font-medium text-slate-700">Model</dt>
                          <dd className="text-slate-900">{modelLabel(result.modelUsed)}</dd>
                          <dt className="font-medium text-slate-700">Result</dt>
                          <dd className="text-slate-900">
                            {result.status === 'completed' ? 'Completed' : 'Failed'} in {seconds(result.generationTime)}
                          </dd>
                        </dl>
                      ) : (
                        <p className="text-slate-600">Not run yet: run the test to see the prompt the model received.</p>
                      )}
                    </CardContent>
                  </Card>
                </li>
              );
            })}
          </ul>
        </TabsContent>
      </Tabs>
    </div>
  );
}
