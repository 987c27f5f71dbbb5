import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AppError } from '../errors.ts';

/** Where uploaded files live. Browsers only ever see `/api/files/{key}`, so CSP stays 'self'. */
export interface Storage {
  kind: 'local' | 's3';
  /**
   * A URL the browser PUTs the file body to, valid for a few minutes, and the headers it must send
   * with it (they are part of the signature).
   */
  createUploadUrl(input: { key: string; contentType: string; size: number }): Promise<UploadTarget>;
  /** Stores bytes the server itself received (voice notes). */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  read(key: string): Promise<{ body: ReadableStream; size?: number } | null>;
  /** The first `bytes` bytes of an object (fewer when it is shorter), or null when there is none. */
  readHead(key: string, bytes: number): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

export interface UploadTarget {
  url: string;
  headers: Record<string, string>;
}

export const UPLOAD_URL_TTL_MS = 10 * 60_000;

// {userId}/{surveyId}/{file name}: each segment plain, so a key can never climb out of the root.
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}\/[0-9a-f-]{36}\/(voice\/)?[A-Za-z0-9_][A-Za-z0-9._-]{0,159}$/;

export function isValidObjectKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.split('/').some((segment) => segment === '..' || segment === '.');
}

/** Public file URLs name the file's opaque id, never its key (which holds the owner's user id). */
export function publicUrlForFile(fileId: string): string {
  return `/api/files/${fileId}`;
}

/** A body received and checked but not yet visible at its key: `commit` publishes it, `discard` drops it. */
export interface StagedWrite {
  size: number;
  /** The first SNIFF_BYTES bytes (or the whole body when shorter), for the content check. */
  head: Uint8Array;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

// ----- local disk ------------------------------------------------------------------------------

export interface LocalUploadGrant {
  key: string;
  contentType: string;
  size: number;
  expires: number;
}

export class LocalStorage implements Storage {
  readonly kind = 'local' as const;

  constructor(
    readonly root: string,
    private readonly secret: string,
  ) {}

  private sign(grant: LocalUploadGrant): string {
    return createHmac('sha256', this.secret)
      .update(`upload\n${grant.key}\n${grant.contentType}\n${grant.size}\n${grant.expires}`)
      .digest('base64url');
  }

  private pathFor(key: string): string {
    if (!isValidObjectKey(key)) throw new AppError('bad_request', 'Invalid file key');
    const resolved = path.resolve(this.root, key);
    if (!resolved.startsWith(path.resolve(this.root) + path.sep))
      throw new AppError('bad_request', 'Invalid file key');
    return resolved;
  }

  async createUploadUrl(input: { key: string; contentType: string; size: number }): Promise<UploadTarget> {
    const grant: LocalUploadGrant = { ...input, expires: Date.now() + UPLOAD_URL_TTL_MS };
    const query = new URLSearchParams({
      key: grant.key,
      type: grant.contentType,
      size: String(grant.size),
      expires: String(grant.expires),
      token: this.sign(grant),
    });
    return { url: `/api/uploads/local?${query.toString()}`, headers: {} };
  }

  /** Checks a signed upload URL's parameters; throws 403 when forged or expired. */
  verifyGrant(params: URLSearchParams): LocalUploadGrant {
    const grant: LocalUploadGrant = {
      key: params.get('key') ?? '',
      contentType: params.get('type') ?? '',
      size: Number(params.get('size')),
      expires: Number(params.get('expires')),
    };
    const expected = Buffer.from(this.sign(grant));
    const given = Buffer.from(params.get('token') ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError('forbidden', 'This upload link is not valid.');
    }
    if (!(grant.expires > Date.now()))
      throw new AppError('forbidden', 'This upload link has expired. Try the upload again.');
    return grant;
  }

  /**
   * Streams a body to a staging file next to its key, refusing it the moment it passes `maxBytes`
   * (nothing partial is kept). The caller checks the head and decides whether to commit.
   */
  async stage(
    key: string,
    body: ReadableStream<Uint8Array>,
    maxBytes: number,
    headBytes: number,
  ): Promise<StagedWrite> {
    const target = this.pathFor(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.${randomUUID()}.part`;
    let received = 0;
    const headChunks: Buffer[] = [];
    let headLength = 0;
    const cap = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        if (headLength < headBytes) {
          headChunks.push(chunk.subarray(0, headBytes - headLength));
          headLength += Math.min(chunk.length, headBytes - headLength);
        }
        if (received > maxBytes)
          callback(new AppError('payload_too_large', 'The file is larger than announced.'));
        else callback(null, chunk);
      },
    });
    const discard = () => rm(partial, { force: true });
    try {
      await pipeline(
        Readable.fromWeb(body as WebReadableStream<Uint8Array>),
        cap,
        createWriteStream(partial),
      );
    } catch (error) {
      await discard();
      throw error;
    }
    return {
      size: received,
      head: new Uint8Array(Buffer.concat(headChunks)),
      commit: () => rename(partial, target),
      discard,
    };
  }

  async put(key: string, body: Uint8Array): Promise<void> {
    const target = this.pathFor(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.part`;
    await writeFile(partial, body);
    await rename(partial, target);
  }

  async read(key: string) {
    const file = this.pathFor(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return { body: Readable.toWeb(createReadStream(file)) as ReadableStream, size: info.size };
  }

  async readHead(key: string, bytes: number): Promise<Uint8Array | null> {
    const handle = await open(this.pathFor(key), 'r').catch(() => null);
    if (!handle) return null;
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return new Uint8Array(buffer.subarray(0, bytesRead));
    } finally {
      await handle.close();
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathFor(key), { force: true });
  }
}
