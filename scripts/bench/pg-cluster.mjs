// A throwaway PostgreSQL cluster for a benchmark: initdb in a temporary folder, started on a free port
// of 127.0.0.1 (trust authentication, its socket in that folder), stopped and deleted by `stop`. As root
// the server runs as the `postgres` user (PostgreSQL refuses root), as .ci/run does.
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The newest installed PostgreSQL's bin folder (Debian's layout). */
function pgBin() {
  const root = '/usr/lib/postgresql';
  let versions = [];
  try {
    versions = readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
  } catch {
    // No Debian layout: handled below.
  }
  if (!versions.length) throw new Error(`No PostgreSQL under ${root}: install it (apt-get install postgresql) or give BENCH_DATABASE_URL`);
  return path.join(root, versions[0], 'bin');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the cluster and creates `database` in it. Settings are for a throwaway read benchmark: no fsync
 * (a crash loses nothing worth keeping; seeding is faster), memory for building the indexes.
 */
export async function startCluster(database) {
  const bin = pgBin();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'tapin-bench-pg-'));
  const run = (command, args) => {
    const file = path.join(bin, command);
    execFileSync(asRoot ? 'runuser' : file, asRoot ? ['-u', 'postgres', '--', file, ...args] : args, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      try {
        run('pg_ctl', ['-D', dir, '-m', 'immediate', 'stop']);
      } catch {
        // Already gone: nothing to stop.
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()), 0);
    run('initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8']);
    const port = await freePort();
    const settings = {
      listen_addresses: '127.0.0.1',
      port,
      unix_socket_directories: dir,
      fsync: 'off',
      synchronous_commit: 'off',
      full_page_writes: 'off',
      shared_buffers: '512MB',
      maintenance_work_mem: '512MB',
      max_wal_size: '8GB',
    };
    const options = Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`).join(' ');
    started = true;
    run('pg_ctl', ['-D', dir, '-l', path.join(dir, 'server.log'), '-w', '-o', options, 'start']);
    run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database]);
    const postmaster = Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return { url: `postgres://postgres@127.0.0.1:${port}/${database}`, postmaster, stop };
  } catch (err) {
    stop();
    throw err;
  }
}

/** Pins the cluster's postmaster to `cpu`: every connection's backend, forked from it from now on, runs there too. */
export function pinCluster(postmaster, cpu) {
  try {
    execFileSync('taskset', ['-a', '-cp', String(cpu), String(postmaster)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
