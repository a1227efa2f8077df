import { z } from 'zod';
import type { Cradle } from '../cradle.js';

/** A problem the operator can fix: printed without a stack trace, with its own exit code (2 = usage). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** A whole-number option (`--limit 20`), read with `ask.parse`; anything else stops with one sentence naming it. */
export function wholeNumberOption(option: string, min: number, max?: number) {
  const error = max === undefined ? `${option} must be a whole number from ${min}` : `${option} must be a whole number from ${min} to ${max}`;
  // Digits only: Number() would also take '1e3', '0x10' or ' 7'.
  const atLeast = z.number().int().min(min, { error });
  return z.string().regex(/^\d{1,15}$/, { error }).transform(Number).pipe(max === undefined ? atLeast : atLeast.max(max, { error }));
}

/**
 * Asking the operator. Each `given` value comes from an option; only when it is missing, and only at a
 * terminal, is a question asked. Elsewhere (scripts, CI) the command stops with `usage` instead.
 */
export interface CliPrompts {
  email(given: string | undefined, usage: string, message?: string): Promise<string>;
  name(given: string | undefined, usage: string, suggestion?: string): Promise<string>;
  /** A new password typed twice (masked). */
  newPassword(): Promise<string>;
  choose<T>(given: T | undefined, message: string, choices: Array<{ name: string; value: T }>, usage: string): Promise<T>;
  /** Free text (a typed confirmation): the option's value, or asked at a terminal; elsewhere `usage` (exit 2). */
  text(given: string | undefined, message: string, usage: string): Promise<string>;
  /** A yes/no question at a terminal; elsewhere the command line is taken as the decision. */
  confirm(message: string): Promise<boolean>;
  /** Parses a value given on the command line, or stops with the schema's message (exit 2). */
  parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S>;
  /** All of standard input (for --password-stdin). */
  stdin(): Promise<string>;
}

/** Printing for people (aligned plain-text tables, no colours: output is often piped) and for scripts. */
export interface CliOutput {
  print(text?: string): void;
  /** How a long command is getting on ("[2/5] Boutique…"), on standard error: the output itself stays clean for pipes. */
  progress(text: string): void;
  json(value: unknown): void;
  table(headers: readonly string[], rows: ReadonlyArray<readonly string[]>): string;
}

/** What a module's CLI commands get from the `tapin` program. */
export interface CliContext {
  /** Boots the services (config, database with migrations applied, flags), runs `task`, shuts down. */
  run<T>(task: (cradle: Cradle) => Promise<T>): Promise<T>;
  /** True when a person is at a terminal and prompts may be shown. */
  interactive: boolean;
  ask: CliPrompts;
  out: CliOutput;
}
