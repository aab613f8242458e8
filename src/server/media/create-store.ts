import type { Config } from '../config';
import { diskMediaStore } from './disk-store';
import { s3MediaStore } from './s3-store';
import type { MediaStore } from './store';
import { namingFailures } from './unavailable';

/**
 * The store the settings name: the object store when `S3_BUCKET` is set, else files in `DATA_DIR/media`; its
 * failures answer 503 `media_unavailable` (`namingFailures`).
 */
export function createMediaStore(config: Pick<Config, 'media'>): MediaStore {
  const { media } = config;
  return namingFailures(media.kind === 's3' ? s3MediaStore(media) : diskMediaStore(media.dir));
}
