import { accountsFeature } from './accounts/routes';
import { billingFeature } from './billing/routes';
import { chatFeature } from './chat/routes';
import type { Feature } from './context';
import { gamesFeature } from './games/routes';
import { healthFeature } from './health/routes';
import { liveFeature } from './live/routes';
import { metricsFeature } from './metrics/routes';
import { usersFeature } from './users/routes';
import { videoFeature } from './video/routes';

/** Every server feature; each is handed the services it uses, so the order does not matter. */
export const features: Feature[] = [
  // First: its latency hook then times every route registered after it.
  metricsFeature,
  healthFeature,
  accountsFeature,
  gamesFeature,
  chatFeature,
  liveFeature,
  billingFeature,
  usersFeature,
  videoFeature,
];
