import type { Sharp, SharpOptions } from 'sharp';
import {
  AVATAR_MAX_PIXELS,
  AVATAR_MAX_SIDE_PX,
  AVATAR_MIN_SIDE_PX,
  AVATAR_SIZE_PX,
} from '../../../core/limits';
import { HttpError } from '../../http/errors';

export type PictureKind = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);

/** The picture's type from its first bytes, whatever name or content type it came with; null for any other file. */
export function sniffPicture(bytes: Uint8Array): PictureKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF, a length, then WEBP.
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'webp';
  }
  return null;
}

type SharpFactory = (input: Uint8Array, options: SharpOptions) => Sharp;
let loaded: Promise<SharpFactory> | null = null;

/** The image library, loaded on the first upload: most processes never see one. */
function loadSharp(): Promise<SharpFactory> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    // Each picture is decoded once: a cache would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

export const AVATAR_TYPE_REFUSED = 'Send a JPEG, PNG or WebP picture.';
export const AVATAR_UNREADABLE = 'This picture could not be read. Try saving it again, or send another.';
export const avatarDimensionsRefused = (width: number, height: number) =>
  `This picture is ${width}×${height} pixels: send one between ${AVATAR_MIN_SIDE_PX} and ${AVATAR_MAX_SIDE_PX} pixels a side.`;

/**
 * The picture as it is kept and shown (decision 276): turned upright by its EXIF orientation, the centre
 * square cut out, scaled to AVATAR_SIZE_PX and written as WebP. Nothing of the file sent survives but its
 * pixels: no EXIF (camera, place, time), no ICC profile, no comment. Refused with a code: a file that is
 * no JPEG, PNG or WebP by its bytes (`avatar_type`), a side out of bounds or too many pixels
 * (`avatar_dimensions`), a file that claims a type and does not decode (`avatar_unreadable`).
 */
export async function reencodeAvatar(bytes: Uint8Array): Promise<Uint8Array> {
  const kind = sniffPicture(bytes);
  if (!kind) throw new HttpError('avatar_type', AVATAR_TYPE_REFUSED);
  const sharp = await loadSharp();
  // The first frame of an animation; the pixel cap is checked from the header, before decoding.
  const options: SharpOptions = { failOn: 'error', limitInputPixels: false, pages: 1 };
  let width: number;
  let height: number;
  let format: string | undefined;
  try {
    ({ width, height, format } = await sharp(bytes, options).metadata());
  } catch {
    throw new HttpError('avatar_unreadable', AVATAR_UNREADABLE);
  }
  // The bytes and the decoder must agree: a PNG header on a JPEG body is not what it claims.
  if (format !== kind) throw new HttpError('avatar_unreadable', AVATAR_UNREADABLE);
  const sides = [width, height];
  if (
    sides.some((side) => side < AVATAR_MIN_SIDE_PX || side > AVATAR_MAX_SIDE_PX) ||
    width * height > AVATAR_MAX_PIXELS
  ) {
    throw new HttpError('avatar_dimensions', avatarDimensionsRefused(width, height));
  }
  try {
    const image = await sharp(bytes, { ...options, limitInputPixels: AVATAR_MAX_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
    return new Uint8Array(image.buffer, image.byteOffset, image.byteLength);
  } catch {
    throw new HttpError('avatar_unreadable', AVATAR_UNREADABLE);
  }
}
