import type OpenAI from 'openai';
import type { z } from 'zod';

export interface OpenAiModels {
  text: string;
  vision: string;
  image: string;
}

/** A chat message as the OpenAI SDK takes it, so features write prompts without importing the SDK. */
export type OpenAiMessage = OpenAI.Chat.ChatCompletionMessageParam;

/** One chat completion answered through a strict JSON schema (structured outputs). */
export interface StructuredRequest<S extends z.ZodType> {
  model: string;
  /** The schema's name, also what a missing answer is called in the error. */
  name: string;
  /** JSON schema (strict: every property required, no extras). */
  schema: object;
  messages: OpenAiMessage[];
  /** Checks the answer, so it always has the same shape as the offline implementation's. */
  parser: S;
}

/** The configured OpenAI client, with the models the configuration names for each kind of work. */
export interface OpenAiAccess {
  readonly client: OpenAI;
  readonly models: OpenAiModels;
  structured<S extends z.ZodType>(request: StructuredRequest<S>): Promise<z.output<S>>;
}

/**
 * Which AI is configured: `local` (offline, the default) or `openai` (when OPENAI_API_KEY is set), and
 * for `openai` the configured client. Each feature keeps its own offline and OpenAI implementations of
 * what it generates and picks one by `kind`.
 */
export type AiProvider =
  | { readonly kind: 'local'; readonly openai: null; close(): Promise<void> }
  | { readonly kind: 'openai'; readonly openai: OpenAiAccess; close(): Promise<void> };
