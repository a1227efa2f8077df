import { Wrench } from 'lucide-react';
import { useFlags } from '../../app/flags';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../ui/button-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';

/** The tools this installation has, each behind its flag. */
export function DeveloperTab() {
  const { flags } = useFlags();
  const tools = [
    { to: paths.businesses, label: 'Businesses', text: 'Every business, with its completion, publishing and moderation.', on: flags.businessProfile },
    { to: paths.settings, label: 'Settings', text: 'Your profile, notifications, security and the admin links.', on: flags.settings },
    { to: paths.promotionExamples, label: 'Promotion Examples', text: 'The offer ladders owners start from.', on: flags.promotionManagement },
    { to: paths.cropTest, label: 'Crop Test', text: 'The image crop, its sliders and nudges.', on: flags.testingTools },
    { to: paths.netflixDemo, label: 'Netflix Business Demo', text: 'Series-style business cards, website scraping, episodes and cinematic posters.', on: flags.adminPanel },
    { to: paths.netflixDemoSimple, label: 'Simple Demo', text: 'The three sample businesses and their episode preview.', on: flags.adminPanel },
    { to: paths.gptImageTesting, label: 'GPT Image Testing', text: 'Predefined and custom poster tests, results and prompt analysis.', on: flags.testingTools },
    { to: paths.imageTest, label: 'Image Test', text: 'Generate an image from a prompt.', on: flags.testingTools },
    { to: paths.directory, label: 'Directory', text: 'What members see.', on: flags.directory },
  ].filter((t) => t.on);
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {tools.map((t) => (
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
