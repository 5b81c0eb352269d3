// Types for head-request.mjs (plain JavaScript: server.mjs imports it without a build step).
export declare const HEAD_REQUEST_HEADER: string;
export declare function isHeadRequest(request: Pick<Request, "method" | "headers">): boolean;
