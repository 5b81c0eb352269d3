import { createReadStream } from "node:fs";
import { stat, unlink } from "node:fs/promises";
import type { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import type { BlobStore, StoredBlob } from "./blob-store";
import { isName } from "./names";

/** A private bucket on any S3-compatible service (AWS S3, Supabase Storage, R2, MinIO). */
export type S3Settings = {
  bucket: string;
  region: string;
  /** Omit for AWS S3; e.g. https://<ref>.storage.supabase.co/storage/v1/s3, or an R2/MinIO URL. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** The most any one call may take; also the longest a download may stall. */
  timeoutMs: number;
};

const prefix = "statements/";
type Sdk = { s3: typeof import("@aws-sdk/client-s3"); client: S3Client };

/** Committed blobs as objects under `statements/` in a private bucket; the SDK loads lazily. */
export function createS3Store(settings: S3Settings): BlobStore {
  let sdk: Promise<Sdk> | undefined;
  const { bucket: Bucket, timeoutMs } = settings;

  async function call<T>(what: string, run: (sdk: Sdk, abortSignal: AbortSignal) => Promise<T>) {
    const loaded = await (sdk ??= loadSdk(settings));
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), timeoutMs);
    try {
      return await run(loaded, deadline.signal);
    } catch (error) {
      if (!deadline.signal.aborted) throw error;
      throw new Error(`Statement storage: ${what} took longer than ${timeoutMs} ms.`, {
        cause: error,
      });
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async put(key, file) {
      // The SDK streams a body only when it knows the length, which the sealed file on disk gives.
      const { size } = await stat(file);
      const Body = createReadStream(file);
      try {
        await call("upload", ({ s3, client }, abortSignal) =>
          client.send(
            new s3.PutObjectCommand({
              Bucket,
              Key: prefix + key,
              Body,
              ContentLength: size,
              ContentType: "application/octet-stream",
            }),
            { abortSignal },
          ),
        );
      } finally {
        Body.destroy();
      }
      await unlink(file);
    },
    async get(key) {
      try {
        const { Body } = await call("download", ({ s3, client }, abortSignal) =>
          client.send(new s3.GetObjectCommand({ Bucket, Key: prefix + key }), { abortSignal }),
        );
        return (Body as Readable | undefined) ?? null;
      } catch (error) {
        if ((error as Error).name === "NoSuchKey") return null;
        throw error;
      }
    },
    async remove(key) {
      await call("delete", ({ s3, client }, abortSignal) =>
        client.send(new s3.DeleteObjectCommand({ Bucket, Key: prefix + key }), { abortSignal }),
      );
    },
    async *list(): AsyncIterable<StoredBlob> {
      let ContinuationToken: string | undefined;
      do {
        const page = await call("listing", ({ s3, client }, abortSignal) =>
          client.send(new s3.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }), {
            abortSignal,
          }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length) ?? "";
          if (isName(key)) yield { key, storedAt: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

async function loadSdk(settings: S3Settings): Promise<Sdk> {
  const s3 = await import("@aws-sdk/client-s3");
  const client = new s3.S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestHandler: {
      connectionTimeout: Math.min(settings.timeoutMs, 10_000),
      socketTimeout: settings.timeoutMs,
    },
    // The default adds checksum trailers (aws-chunked) that several S3-compatible stores refuse
    // or keep as part of the object (s3rver does); every sealed segment carries its own tag.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  return { s3, client };
}
