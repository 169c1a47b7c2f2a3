// pino-roll ships no types: the part of its API that server/logging.ts uses.
declare module 'pino-roll' {
  import type { DestinationStream } from 'pino';
  export interface PinoRollOptions {
    file: string | (() => string);
    frequency?: 'daily' | 'hourly' | number;
    size?: string | number;
    mkdir?: boolean;
    limit?: { count?: number; removeOtherLogFiles?: boolean };
  }
  export default function pinoRoll(
    options: PinoRollOptions,
  ): Promise<DestinationStream & NodeJS.WritableStream>;
}
