import { environmentVariables } from '@tapin/config';
import type { Command } from 'commander';
import { cliConfig } from '../context.js';
import { print, table } from '../output.js';

export function configCommand(program: Command): void {
  program
    .command('config')
    .description('the configuration variables, their current values and what they do')
    .action(() => {
      const config = cliConfig();
      const rows = environmentVariables.map((v) => {
        let value: unknown = config;
        for (const key of v.path) value = (value as Record<string, unknown> | undefined)?.[key];
        if (v.family) value = familyValues(v.family.variableOf, value as Record<string, boolean>);
        const shown =
          value === undefined ? '(unset)' : v.secret ? '(set, hidden)' : Array.isArray(value) ? value.join(',') : String(value);
        return [v.name, shown, v.description];
      });
      print(table(['VARIABLE', 'VALUE', 'MEANING'], rows));
    });
}

/** The variables of a family that are set, as `FLAG_SYSTEM_LOGS=on`, or undefined when none is. */
function familyValues(variableOf: (key: string) => string, values: Record<string, boolean>): string[] | undefined {
  const set = Object.entries(values).map(([key, on]) => `${variableOf(key)}=${on ? 'on' : 'off'}`);
  return set.length ? set : undefined;
}
