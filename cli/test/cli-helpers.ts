import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));
export const bin = path.join(root, 'cli', 'bin', 'tapin.js');

export interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

/** The environment for a CLI run against a test data folder (nothing from the developer's shell leaks in). */
export function cliEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { DATABASE_URL: _db, UNLEASH_URL: _u, ADMIN_EMAILS: _a, BETA_LIMIT: _b, ...rest } = process.env;
  return { ...rest, DATA_DIR: dataDir, CI: 'true', LOG_PRETTY: 'false', ...extra };
}

/** Runs the built `tapin` command without a terminal. */
export function tapin(dataDir: string, args: string[], options: { env?: Record<string, string>; stdin?: string } = {}): Promise<Result> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [bin, ...args], { env: cliEnv(dataDir, options.env), cwd: dataDir }, (err, stdout, stderr) =>
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin!.end(options.stdin ?? '');
  });
}

/**
 * Runs the built `tapin` command on a real terminal (a pseudo-terminal from `script`), answering each
 * prompt as it appears.
 */
export function tapinAtTerminal(dataDir: string, args: string[], answers: Array<[prompt: string, answer: string]>): Promise<Result> {
  return new Promise((resolve) => {
    const command = [process.execPath, bin, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
    const child = spawn('script', ['-qec', command, '/dev/null'], { env: { ...cliEnv(dataDir), CI: '' }, cwd: dataDir });
    let stdout = '';
    let stderr = '';
    const pending = [...answers];
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const next = pending[0];
      if (next && stdout.includes(next[0])) {
        pending.shift();
        child.stdin.write(`${next[1]}\r`);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill(), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      // Strip the terminal's colour and cursor codes.
      resolve({ code: code ?? 1, stdout: stripVTControlCharacters(stdout), stderr });
    });
  });
}
