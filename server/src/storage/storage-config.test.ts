import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

describe('storage configuration', () => {
  it('defaults to local files and a six-hour media URL', () => {
    const c = loadConfig({});
    expect(c.storage).toEqual({ driver: 'local' });
    expect(c.mediaUrlTtlSeconds).toBe(21_600);
    expect(c.maxVideoMb).toBe(2048);
  });

  it('reads the s3 settings, treating empty variables as unset', () => {
    const c = loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'media', S3_ENDPOINT: '', S3_ACCESS_KEY_ID: '', S3_FORCE_PATH_STYLE: 'true' });
    expect(c.storage).toEqual({
      driver: 's3',
      s3: {
        endpoint: undefined,
        region: 'us-east-1',
        bucket: 'media',
        accessKeyId: undefined,
        secretAccessKey: undefined,
        forcePathStyle: true,
        prefix: '',
      },
    });
  });

  it('refuses the s3 driver without a bucket, and an unknown driver', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: '' })).toThrow('S3_BUCKET');
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow();
  });
});
