import { accountsFeature } from './accounts/routes';
import type { Feature } from './context';
import { healthFeature } from './health/routes';

/** Every server feature, registered in this order. */
export const features: Feature[] = [healthFeature, accountsFeature];
