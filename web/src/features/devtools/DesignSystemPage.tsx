import { ArrowLeft, Info, Sparkles } from 'lucide-react';
import { useEffect, useState, type ComponentProps } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { Avatar } from '../../ui/avatar';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../ui/card';
import { Dialog } from '../../ui/dialog';
import { Field, Input, Select, Textarea } from '../../ui/form';
import { Progress } from '../../ui/progress';
import { Spinner } from '../../ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { toast } from '../../ui/toast';
import { Tooltip } from '../../ui/tooltip';
import { breakpoints, breakpointAt, designTabs, type DesignTab } from './design-rules';

/** The theme's own colours, read from the stylesheet (index.css `@theme`), so the page shows what the app uses. */
const colorTokens = ['brand-50', 'brand-100', 'brand-500', 'brand-600', 'brand-700', 'brand-800', 'brand-900', 'sun-400', 'sun-500'] as const;

function Swatch({ token }: { token: string }) {
  const value = getComputedStyle(document.documentElement).getPropertyValue(`--color-${token}`).trim();
  return (
    <li className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <div className="h-16" style={{ background: `var(--color-${token})` }} aria-hidden="true" />
      <p className="px-3 pt-2 font-mono text-xs text-slate-900">{token}</p>
      <p className="px-3 pb-2 font-mono text-xs text-slate-500">{value || '…'}</p>
    </li>
  );
}

const buttonVariants: NonNullable<ComponentProps<typeof Button>['variant']>[] = ['primary', 'secondary', 'outline', 'ghost', 'destructive'];
const buttonSizes: NonNullable<ComponentProps<typeof Button>['size']>[] = ['sm', 'md', 'lg'];
const badgeTones: NonNullable<ComponentProps<typeof Badge>['tone']>[] = ['neutral', 'brand', 'green', 'amber', 'red', 'violet'];

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Components() {
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-8">
      <Section title="Buttons">
        <div className="flex flex-wrap gap-2">
          {buttonVariants.map((v) => (
            <Button key={v} variant={v}>
              {v}
            </Button>
          ))}
          <Button disabled>disabled</Button>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {buttonSizes.map((s) => (
            <Button key={s} size={s} variant="outline">
              size {s}
            </Button>
          ))}
        </div>
      </Section>
      <Section title="Badges">
        <div className="flex flex-wrap gap-2">
          {badgeTones.map((t) => (
            <Badge key={t} tone={t}>
              {t}
            </Badge>
          ))}
        </div>
      </Section>
      <Section title="Form controls">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Text input" hint="A hint under the field.">
            {(p) => <Input {...p} placeholder="Placeholder" />}
          </Field>
          <Field label="With an error" error="This field is required">
            {(p) => <Input {...p} />}
          </Field>
          <Field label="Select">
            {(p) => (
              <Select {...p} defaultValue="seasonal">
                <option value="seasonal">Seasonal</option>
                <option value="quarterly">Quarterly</option>
              </Select>
            )}
          </Field>
          <Field label="Textarea">{(p) => <Textarea {...p} />}</Field>
        </div>
      </Section>
      <Section title="Feedback">
        <div className="flex flex-wrap items-center gap-4">
          <Button variant="outline" onClick={() => toast({ title: 'Success', description: 'A toast, as the app shows them.' })}>
            Show a toast
          </Button>
          <Button variant="outline" onClick={() => setOpen(true)}>
            Open a dialog
          </Button>
          <Tooltip content="A tooltip names an icon button">
            <Button variant="ghost" size="icon" aria-label="More information">
              <Info className="h-4 w-4" aria-hidden="true" />
            </Button>
          </Tooltip>
          <Spinner label="Loading example" />
        </div>
        <div className="max-w-sm">
          <Progress value={60} label="Profile completion" />
        </div>
        <Dialog open={open} onOpenChange={setOpen} title="A dialog" description="Focus stays inside; Escape closes it.">
          <div className="flex justify-end">
            <Button onClick={() => setOpen(false)}>Close</Button>
          </div>
        </Dialog>
      </Section>
    </div>
  );
}

function Showcase() {
  return (
    <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {['Lead Magnet', 'Core Product', 'Premium Upsell'].map((tier, i) => (
        <Card key={tier} className="flex flex-col">
          <CardHeader>
            <div className="flex items-center justify-between">
              <Badge tone={(['green', 'brand', 'violet'] as const)[i]}>{tier}</Badge>
              <Avatar name="Sol Coffee Roasters" />
            </div>
            <CardTitle className="text-base">A promotion card</CardTitle>
            <CardDescription>Card, badge, avatar and buttons, as the promotions screen composes them.</CardDescription>
          </CardHeader>
          <CardContent className="flex-1">
            <Badge tone="violet">
              <Sparkles className="h-3 w-3" aria-hidden="true" /> AI
            </Badge>
          </CardContent>
          <CardFooter>
            <Button size="sm" variant="outline">
              Edit
            </Button>
            <Button size="sm">Publish</Button>
          </CardFooter>
        </Card>
      ))}
    </div>
  );
}

function Responsive() {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  const current = breakpointAt(width);
  return (
    <div className="space-y-4">
      <p role="status" className="text-sm text-slate-700">
        This window is {width}px wide: <strong>{current ? `${current.name} (${current.columns} column${current.columns > 1 ? 's' : ''})` : 'below the mobile range'}</strong>.
      </p>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-slate-500">
            <th className="py-2 font-medium">Breakpoint</th>
            <th className="py-2 font-medium">Width</th>
            <th className="py-2 font-medium">Columns</th>
          </tr>
        </thead>
        <tbody>
          {breakpoints.map((b) => (
            <tr key={b.name} className="border-b border-slate-100">
              <td className="py-2 capitalize">{b.name}</td>
              <td className="py-2">{b.max === null ? `${b.min}px and up` : `${b.min}-${b.max}px`}</td>
              <td className="py-2">{b.columns}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-3" aria-label="A grid that follows the breakpoints">
        {[1, 2, 3, 4, 5, 6].map((n) => (
          <li key={n} className="rounded-lg border border-dashed border-brand-600 bg-brand-50 p-4 text-center text-sm text-brand-800">
            Item {n}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /design-system (flag designSystem): the app's real components, colours and breakpoints; `?tab=` opens a tab. */
export default function DesignSystemPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: DesignTab = designTabs.includes(asked as DesignTab) ? (asked as DesignTab) : 'overview';
  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-8">
      <ButtonLink to={paths.settings} variant="ghost" size="sm">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Settings
      </ButtonLink>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Design System</h1>
      <Tabs value={tab} onValueChange={(value) => setParams(value === 'overview' ? {} : { tab: value }, { replace: true })}>
        <TabsList className="flex w-full overflow-x-auto sm:inline-flex sm:w-auto">
          {designTabs.map((t) => (
            <TabsTrigger key={t} value={t} className="capitalize">
              {t}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <Card>
            <CardContent className="space-y-3 p-5 text-sm text-slate-700">
              <p>
                Every screen of TAPin is built from the components shown here (<code>web/src/ui</code>): Tailwind utility classes on a small set of accessible
                parts, the brand's teal and sun colours, and the system font stack.
              </p>
              <p>Each tab renders the real components, so what you see is what the app ships.</p>
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="colors">
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {colorTokens.map((t) => (
              <Swatch key={t} token={t} />
            ))}
          </ul>
        </TabsContent>
        <TabsContent value="components">
          <Components />
        </TabsContent>
        <TabsContent value="showcase">
          <Showcase />
        </TabsContent>
        <TabsContent value="responsive">
          <Responsive />
        </TabsContent>
      </Tabs>
    </div>
  );
}
