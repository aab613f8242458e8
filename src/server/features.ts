import { accountsFeature } from './accounts/routes';
import { billingFeature } from './billing/routes';
import { chatFeature } from './chat/routes';
import type { Feature } from './feature';
import { friendsFeature } from './friends/routes';
import { gamesFeature } from './games/routes';
import { guestsFeature } from './guests/routes';
import { healthFeature } from './health/routes';
import { keepsakesFeature } from './keepsakes/routes';
import { liveFeature } from './live/routes';
import { lobbyFeature } from './lobby/routes';
import { messagesFeature } from './messages/routes';
import { metricsFeature } from './metrics/routes';
import { pushFeature } from './push/routes';
import { reportsFeature } from './reports/routes';
import { reviewsFeature } from './reviews/routes';
import { trainingFeature } from './reviews/training-routes';
import { studiesFeature } from './studies/routes';
import { tournamentsFeature } from './tournaments/routes';
import { usersFeature } from './users/routes';
import { videoFeature } from './video/routes';

/** Every server feature; each is handed the services it uses, so the order does not matter. */
export const features: Feature[] = [
  // First: its latency hook then times every route registered after it.
  metricsFeature,
  healthFeature,
  accountsFeature,
  gamesFeature,
  messagesFeature,
  guestsFeature,
  chatFeature,
  liveFeature,
  billingFeature,
  usersFeature,
  videoFeature,
  reviewsFeature,
  trainingFeature,
  pushFeature,
  keepsakesFeature,
  friendsFeature,
  studiesFeature,
  reportsFeature,
  lobbyFeature,
  tournamentsFeature,
];
