import { isAdmin } from '@tapin/core/contracts';
import { ExternalLink } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { useUser } from '../../app/auth';
import { useFlags } from '../../app/flags';
import { paths } from '../../app/paths';
import { screenOn } from '../../app/screen-flags';
import { Badge } from '../../ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { developerTabs, type DeveloperTab } from './design-rules';

interface Tool {
  href: string;
  label: string;
  text: string;
  adminOnly?: boolean;
}

/** What each tab opens in a new window (document 2, "Developer portal"), each shown while its screen is on. */
const tools: Record<Exclude<DeveloperTab, 'settings'>, readonly Tool[]> = {
  overview: [{ href: paths.intake, label: 'Business Intake', text: 'The assisted profile intake: card photo, website, social links or manual entry.' }],
  design: [
    { href: paths.designSystem, label: 'Design System', text: 'Colours, components and breakpoints.' },
    { href: '/design-system?tab=showcase', label: 'Component Showcase', text: 'The components composed as the screens use them.' },
  ],
  monitoring: [
    { href: paths.logs, label: 'System Logs', text: 'The daily log files and the scrape test.', adminOnly: true },
    { href: paths.imageTest, label: 'Image Test', text: 'Generate an image from a prompt.' },
  ],
};

function ToolLinks({ list }: { list: readonly Tool[] }) {
  const { user } = useUser();
  const { flags } = useFlags();
  // Only screens this build has, whose flag is on for the caller, and that the caller may open.
  const shown = list.filter((t) => screenOn(flags, t.href) && (!t.adminOnly || isAdmin(user)));
  if (!shown.length) return <p className="text-sm text-slate-600">None of these tools is switched on for you.</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {shown.map((t) => (
        <li key={t.href}>
          <Card className="h-full">
            <CardHeader>
              <CardTitle className="text-base">{t.label}</CardTitle>
              <CardDescription>{t.text}</CardDescription>
            </CardHeader>
            <CardContent>
              <a href={t.href} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
                Open {t.label} <ExternalLink className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">(opens in a new window)</span>
              </a>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The flags as the server evaluated them for the caller: what this portal, and every screen, goes by. */
function FlagList() {
  const { flags } = useFlags();
  const entries = Object.entries(flags).sort(([a], [b]) => a.localeCompare(b));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Feature flags for you</CardTitle>
        <CardDescription>Evaluated by the server for your account; ops switch them in Unleash or with FLAG_* settings.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label="Feature flags" className="grid gap-2 sm:grid-cols-2">
          {entries.map(([name, on]) => (
            <li key={name} className="flex items-center justify-between gap-2 rounded-md border border-slate-100 px-3 py-2 text-sm">
              <span className="font-mono text-slate-800">{name}</span>
              {on ? <Badge tone="green">on</Badge> : <Badge>off</Badge>}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** /developer (flag developerPortal): the developer portal's four tabs; `?tab=` opens one. */
export default function DeveloperPortalPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: DeveloperTab = developerTabs.includes(asked as DeveloperTab) ? (asked as DeveloperTab) : 'overview';
  return (
    <div className="mx-auto max-w-5xl space-y-5 px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Developer Portal</h1>
      <Tabs value={tab} onValueChange={(value) => setParams(value === 'overview' ? {} : { tab: value }, { replace: true })}>
        <TabsList className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
          {developerTabs.map((t) => (
            <TabsTrigger key={t} value={t} className="capitalize">
              {t}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <ToolLinks list={tools.overview} />
        </TabsContent>
        <TabsContent value="design">
          <ToolLinks list={tools.design} />
        </TabsContent>
        <TabsContent value="monitoring">
          <ToolLinks list={tools.monitoring} />
        </TabsContent>
        <TabsContent value="settings">
          <FlagList />
        </TabsContent>
      </Tabs>
    </div>
  );
}
