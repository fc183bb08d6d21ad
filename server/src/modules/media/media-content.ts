import { refusalMessages } from '@aquarisk/contract/messages';
import type { MediaCategory } from '@aquarisk/contract/constants';
import { AppError } from '../../lib/app-error.ts';

export const SNIFF_BYTES = 12;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** The content type of a file's first bytes: an ISO media file (mp4) has its `ftyp` box first, at offset 4. */
export function sniffContentType(head: Buffer): string | null {
  if (head.length >= 8 && head.subarray(4, 8).toString('latin1') === 'ftyp') return 'video/mp4';
  if (head.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (head.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  return null;
}

/** Footage categories take mp4, the map category PNG or JPEG, whatever the file is called (415 otherwise). */
export function acceptedType(category: MediaCategory, head: Buffer): string {
  const type = sniffContentType(head);
  const video = category !== 'map';
  if (video && type === 'video/mp4') return type;
  if (!video && (type === 'image/png' || type === 'image/jpeg')) return type;
  const message = video ? refusalMessages.videoOnly : refusalMessages.imageOnly;
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', message, { file: message });
}
