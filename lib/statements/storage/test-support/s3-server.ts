import type { IncomingMessage } from "node:http";
import S3rver from "s3rver";
import type { S3Settings } from "../s3-store";

export const testBucket = "statements-test";

/**
 * A real S3-protocol server (s3rver) on a free port, storing in `directory`; it records every
 * request it receives and lets a test act on one as it arrives.
 */
export async function startS3Server(directory: string) {
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: testBucket }],
  });
  const { port } = await server.run();
  const requests: IncomingMessage[] = [];
  let onRequest: ((request: IncomingMessage) => void) | undefined;
  server.httpServer.prependListener("request", (request: IncomingMessage) => {
    requests.push(request);
    onRequest?.(request);
  });
  const settings: S3Settings = {
    bucket: testBucket,
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
    timeoutMs: 5_000,
  };
  return {
    settings,
    requests,
    /** Calls `handler` with each request from now on. */
    watch(handler: (request: IncomingMessage) => void) {
      onRequest = handler;
    },
    async close() {
      server.httpServer.closeAllConnections();
      await server.close();
    },
  };
}
