import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '@tapin/config';
import { pino, type DestinationStream, type Level, type Logger, type StreamEntry } from 'pino';
import pretty from 'pino-pretty';
import pinoRoll from 'pino-roll';
import { instanceName } from '../ops/instance.js';

export type { Logger } from 'pino';

/** Log files are `tapin.<yyyy-MM-dd>.<n>.log` inside the log folder; the logs page lists them. */
export const LOG_FILE_PREFIX = 'tapin';

export interface LoggerOptions {
  /** Where console lines go (default stdout; the CLI uses stderr). */
  console?: DestinationStream & { isTTY?: boolean };
  /** A quieter level for the console than for the files (the CLI shows only warnings). */
  consoleLevel?: Level;
}

export interface LoggerHandle {
  logger: Logger;
  /** Flushes and closes the file stream. */
  close(): Promise<void>;
}

const levels: Level[] = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'];

function lowest(a: Level, b: Level): Level {
  return levels[Math.min(levels.indexOf(a), levels.indexOf(b))]!;
}

type FileStream = DestinationStream & NodeJS.EventEmitter & { end(): void };

/**
 * JSON lines to the console (pretty on a development terminal) and, unless switched off, to a daily
 * file in the log folder. Every line names the process (`instance`: several may share a database and a
 * log store). Secrets that may reach a log line are redacted.
 */
export async function createLogger(config: Config, options: LoggerOptions = {}): Promise<LoggerHandle> {
  const redact = {
    paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', 'password', 'token'],
    censor: '[redacted]',
  };
  if (config.log.level === 'silent') return { logger: pino({ level: 'silent' }), close: async () => {} };
  const fileLevel: Level = config.log.level;
  const consoleLevel = options.consoleLevel ?? fileLevel;
  const out = options.console ?? process.stdout;
  const wantPretty = config.log.pretty ?? (config.env === 'development' && out.isTTY === true);
  const streams: StreamEntry[] = [
    { level: consoleLevel, stream: wantPretty ? pretty({ colorize: true, destination: out }) : out },
  ];

  let file: FileStream | undefined;
  if (config.log.toFiles) {
    mkdirSync(config.paths.logDir, { recursive: true });
    file = (await pinoRoll({
      file: path.join(config.paths.logDir, LOG_FILE_PREFIX),
      frequency: 'daily',
      dateFormat: 'yyyy-MM-dd',
      extension: '.log',
      mkdir: true,
      limit: { count: config.log.retainedFiles },
    })) as unknown as FileStream;
    streams.push({ level: fileLevel, stream: file });
  }

  const level = file ? lowest(fileLevel, consoleLevel) : consoleLevel;
  const logger = pino({ level, base: { app: 'tapin', instance: instanceName(config) }, redact }, pino.multistream(streams));

  return {
    logger,
    async close() {
      if (!file) return;
      const stream = file;
      file = undefined;
      await new Promise<void>((resolve) => {
        stream.once('close', () => resolve());
        stream.end(); // flushes what is buffered, once the file is open
        setTimeout(resolve, 1000).unref();
      });
    },
  };
}
