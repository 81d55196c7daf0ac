import path from 'node:path';
import type { Database } from '@server/db/client';
import { createDiskMediaStore } from '@server/media/media-store';
import { storeUpload } from '@server/media/upload';
import { makeJpeg } from '../photo';
import type { BenchImage } from './story-content';

/**
 * A small library of real JPEGs, stored as uploads are (re-encoded, content
 * addressed, under DATA_DIR/media) and shared by every story that shows one.
 */
export async function storeImages(options: {
  db: Database;
  dataDir: string;
  uploaderId: string;
  count: number;
}): Promise<BenchImage[]> {
  const store = createDiskMediaStore(path.resolve(options.dataDir, 'media'));
  const images: BenchImage[] = [];
  for (let index = 0; index < options.count; index += 1) {
    const bytes = await makeJpeg(index, 1200, 800);
    images.push(
      await storeUpload({ db: options.db, store, bytes, uploaderId: options.uploaderId }),
    );
  }
  return images;
}
