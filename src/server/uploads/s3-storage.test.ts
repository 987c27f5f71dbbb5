import { expect, test } from 'vitest';
import { S3Storage } from './s3-storage.ts';

test('the S3 driver presigns a create-only PUT for the key, binding its content type and length', async () => {
  const storage = new S3Storage({
    endpoint: 'https://s3.example.test',
    bucket: 'pollen-media',
    region: 'eu-west-1',
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  });
  const key = 'user_1/3f0c2a4e-8d1b-4c55-9b7e-2a6f1c9d0e11/hero_1732180000000.png';
  const target = await storage.createUploadUrl({ key, contentType: 'image/png', size: 2048 });
  // The browser must send If-None-Match: * (signed), so the store refuses a second write.
  expect(target.headers).toEqual({ 'If-None-Match': '*' });
  const url = new URL(target.url);
  expect(url.origin).toBe('https://s3.example.test');
  expect(url.pathname).toBe(`/pollen-media/${key}`);
  expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
  expect(url.searchParams.get('X-Amz-Credential')).toMatch(
    /^AKIDEXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request$/,
  );
  expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
  expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(
    expect.arrayContaining(['content-length', 'content-type', 'host', 'if-none-match']),
  );
  expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
});
