// Types for socket-address.mjs (plain JavaScript: server.mjs imports it without a build step).
import type { IncomingMessage } from "node:http";

export declare const SOCKET_ADDRESS_HEADER: string;
export declare function socketAddressStamp(): (request: IncomingMessage) => void;
export declare function seesSocketAddresses(): boolean;
export declare function stampedAddress(value: string | null | undefined): string | null;
