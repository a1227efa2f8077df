import { isAdmin } from '@tapin/core/contracts';
import { Wrench } from 'lucide-react';
import { useUser } from '../../app/auth';
import { useFlags } from '../../app/flags';
import { paths } from '../../app/paths';
import { screenOn } from '../../app/screen-flags';
import { ButtonLink } from '../../ui/button-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';

interface Tool {
  to: string;
  label: string;
  text: string;
}

/** Every tool screen of the app, for admins; each is shown while its screen is on (`screenFlags`). */
const tools: readonly Tool[] = [
  { to: paths.businesses, label: 'Businesses', text: 'Every business, with its completion, publishing and moderation.' },
  { to: paths.settings, label: 'Settings', text: 'Your profile, notifications, security and the admin links.' },
  { to: paths.logs, label: 'System Logs', text: 'The daily log files, newest lines first, and the scrape test.' },
  { to: paths.developerMode, label: 'Developer Mode', text: 'Delete one business or all business data, with an export to restore from.' },
  { to: paths.developer, label: 'Developer Portal', text: 'Design, monitoring and tools in one place.' },
  { to: paths.designSystem, label: 'Design System', text: 'Colours, components and breakpoints from the real theme.' },
  { to: paths.promotionExamples, label: 'Promotion Examples', text: 'The offer ladders owners start from.' },
  { to: paths.cropTest, label: 'Crop Test', text: 'The image crop, its sliders and nudges.' },
  { to: paths.netflixDemo, label: 'Netflix Business Demo', text: 'Series-style business cards, website scraping, episodes and cinematic posters.' },
  { to: paths.netflixDemoSimple, label: 'Simple Demo', text: 'The three sample businesses and their episode preview.' },
  { to: paths.gptImageTesting, label: 'GPT Image Testing', text: 'Predefined and custom poster tests, results and prompt analysis.' },
  { to: paths.imageTest, label: 'Image Test', text: 'Generate an image from a prompt.' },
  { to: paths.directory, label: 'Directory', text: 'What members see.' },
];

/** The tools this installation has switched on. */
export function DeveloperTab() {
  const { flags } = useFlags();
  const { user } = useUser();
  const shown = isAdmin(user) ? tools.filter((t) => screenOn(flags, t.to)) : [];
  if (!shown.length) return <p className="text-sm text-slate-600">None of the tools is switched on.</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {shown.map((t) => (
        <li key={t.to}>
          <Card className="h-full">
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                <Wrench className="h-4 w-4 text-slate-500" aria-hidden="true" /> {t.label}
              </CardTitle>
              <CardDescription>{t.text}</CardDescription>
            </CardHeader>
            <CardContent>
              <ButtonLink to={t.to} variant="outline" size="sm">
                Open {t.label}
              </ButtonLink>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
