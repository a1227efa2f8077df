import { hostname } from 'node:os';
import type { Config } from '@tapin/config';

/** This process's name in every log line and in `/metrics`: INSTANCE_ID, or `<host name>-<process id>`. */
export function instanceName(config: Pick<Config, 'server'>): string {
  return config.server.instanceId ?? `${hostname()}-${process.pid}`;
}
