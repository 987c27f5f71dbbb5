import path from 'node:path';
import type { Config } from '../config.ts';
import { LocalStorage, type Storage } from './storage.ts';

/**
 * S3-compatible storage when S3_BUCKET is set, else files under DATA_DIR/uploads. The AWS SDK is
 * loaded only in the first case.
 */
export async function createStorage(config: Config, secret: string): Promise<Storage> {
  if (config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    const { S3Storage } = await import('./s3-storage.ts');
    return new S3Storage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  return new LocalStorage(path.resolve(config.DATA_DIR, 'uploads'), secret);
}
