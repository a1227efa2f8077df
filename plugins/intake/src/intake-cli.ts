import { readFile } from 'node:fs/promises';
import type { CliContext } from '@tapin/core';
import type { Command } from 'commander';

function row(label: string, value: unknown, source?: { source: string; url?: string; detail?: string }): string {
  const shown = Array.isArray(value) ? value.join(', ') : value === null || value === undefined || value === '' ? '—' : String(value);
  const from = source ? `  [${source.source}${source.detail ? `: ${source.detail}` : ''}${source.url ? ` ${source.url}` : ''}]` : '';
  return `${label.padEnd(18)} ${shown}${from}`;
}

/** `tapin scrape <url>` and `tapin card <image>`: what the intake would read, from the command line. */
export function intakeCommands(program: Command, context: CliContext): void {
  program
    .command('scrape')
    .description('read a website as the intake would, and show each field with where it came from')
    .argument('<url>', 'the website, e.g. cafesol.com')
    .option('--json', 'print JSON')
    .action((url: string, options: { json?: boolean }) =>
      context.run(async ({ intake }) => {
        const profile = await intake.extract({ websiteUrl: url });
        if (options.json) return void process.stdout.write(`${JSON.stringify(profile, null, 2)}\n`);
        const p = profile.extractedData.provenance;
        const lines = [
          row('Website', profile.website),
          row('Name', profile.name, p.name),
          row('Description', profile.description, p.description),
          row('Industry', profile.industry, p.industry),
          row('Location', profile.location, p.location),
          row('Contact email', profile.contactEmail, p.contactEmail),
          row('Contact phone', profile.contactPhone, p.contactPhone),
          row('Value proposition', profile.valueProposition, p.valueProposition),
          row('Services', profile.services, p.services),
          row('Brand colours', profile.brandColors, p.brandColors),
          row('Social profiles', profile.socialProfiles, p.socialProfiles),
          row('Logo', profile.logoUrl, p.logoUrl),
          '',
          `Pages read: ${profile.extractedData.pages.map((page) => `${page.url} (${page.status})`).join(', ') || '—'}`,
        ];
        process.stdout.write(`${lines.join('\n')}\n`);
      }),
    );

  program
    .command('card')
    .description('read a business-card image as the intake would')
    .argument('<image>', 'a JPEG, PNG or WebP photo of the card')
    .option('--json', 'print JSON')
    .action((file: string, options: { json?: boolean }) =>
      context.run(async ({ cardReader }) => {
        const reading = await cardReader.read(await readFile(file));
        if (options.json) return void process.stdout.write(`${JSON.stringify(reading, null, 2)}\n`);
        const info = reading.businessInfo;
        const social = Object.entries(info.socialMedia).map(([network, url]) => `${network}: ${url}`);
        const lines = [
          row('Name', info.name),
          row('Company', info.company),
          row('Industry', info.industry),
          row('Email', info.email),
          row('Phone', info.phone),
          row('Website', info.website),
          row('Address', info.address),
          row('Location', info.location),
          row('Social', social),
          '',
          'Text read from the card:',
          reading.extractedText.trim(),
        ];
        process.stdout.write(`${lines.join('\n')}\n`);
      }),
    );
}
