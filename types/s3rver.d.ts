// s3rver (a real S3-protocol server the storage tests run in-process) has no types: the part used.
declare module "s3rver" {
  import type { Server } from "node:http";

  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory: string;
      configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
    });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    httpServer: Server;
  }
}
