import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's own credentials: any S3 client signs with them. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/**
 * A real S3-compatible server on 127.0.0.1 (s3rver, its objects in a temporary folder) with one bucket,
 * for tests of the object store: `storageUrl` is what STORAGE_URL would say.
 */
export async function startS3Server(bucket = 'tapin-test') {
  const directory = mkdtempSync(path.join(tmpdir(), 'tapin-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    /** STORAGE_URL for this bucket, under `prefix`. */
    storageUrl: (prefix = '') => `s3://${bucket}/${prefix}?endpoint=${encodeURIComponent(`http://127.0.0.1:${port}`)}&forcePathStyle=true&region=us-east-1`,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
