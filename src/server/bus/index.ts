import type { Logger } from 'pino';
import type { EventBus } from './bus';
import { createMemoryBus } from './memory-bus';
import { createRedisBus } from './redis-bus';

export type { BusHandler, EventBus } from './bus';

/** Redis when a URL is given, else the in-process bus. */
export async function openBus(
  redisUrl: string | undefined,
  prefix?: string,
  log?: Pick<Logger, 'warn' | 'info'>,
): Promise<EventBus> {
  return redisUrl ? createRedisBus(redisUrl, prefix, log ?? null) : createMemoryBus();
}
