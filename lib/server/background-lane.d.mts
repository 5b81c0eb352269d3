// Types for background-lane.mjs (plain JavaScript: server.mjs imports it without a build step).
export declare function backgroundTurn(): Promise<void>;
export declare function backgroundWaiting(): number;
