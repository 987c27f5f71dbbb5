import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { UPLOAD_URL_TTL_MS, type Storage, type UploadTarget } from './storage.ts';

// S3-compatible storage (S3_BUCKET). Its own module so that the AWS SDK loads only on a server
// configured for it (create-storage.ts; docs/decisions/038-bundled-server.md).

export interface S3Settings {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      // Path-style works on AWS and on MinIO/R2-style endpoints alike.
      forcePathStyle: Boolean(settings.endpoint),
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    });
  }

  async createUploadUrl(input: { key: string; contentType: string; size: number }): Promise<UploadTarget> {
    // Signing the length and type makes the store itself refuse a different body; signing
    // `If-None-Match: *` makes it refuse to overwrite, so the URL writes once.
    const command = new PutObjectCommand({
      Bucket: this.settings.bucket,
      Key: input.key,
      ContentType: input.contentType,
      ContentLength: input.size,
      IfNoneMatch: '*',
    });
    const url = await getSignedUrl(this.client, command, {
      expiresIn: UPLOAD_URL_TTL_MS / 1000,
      signableHeaders: new Set(['content-type', 'content-length', 'if-none-match']),
    });
    return { url, headers: { 'If-None-Match': '*' } };
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  async read(key: string) {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      if (!object.Body) return null;
      return { body: object.Body.transformToWebStream(), size: object.ContentLength };
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async readHead(key: string, bytes: number): Promise<Uint8Array | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: key, Range: `bytes=0-${bytes - 1}` }),
      );
      return object.Body ? await object.Body.transformToByteArray() : null;
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'NoSuchKey') return null;
      // A range past the end: the object exists and is empty.
      if (name === 'InvalidRange') return new Uint8Array();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }
}
