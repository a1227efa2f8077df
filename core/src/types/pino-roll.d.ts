declare module 'pino-roll' {
  import type SonicBoom from 'sonic-boom';
  import type { SonicBoomOpts } from 'sonic-boom';

  interface PinoRollOptions extends Omit<SonicBoomOpts, 'dest'> {
    file: string | (() => string);
    size?: number | string;
    frequency?: number | 'daily' | 'hourly';
    extension?: string;
    symlink?: boolean;
    limit?: { count?: number; removeOtherLogFiles?: boolean };
    dateFormat?: string;
  }

  export default function build(options: PinoRollOptions): Promise<SonicBoom>;
}
