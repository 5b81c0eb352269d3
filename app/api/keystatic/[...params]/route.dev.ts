import { makeRouteHandler } from "@keystatic/next/route-handler";
import config from "@/keystatic.config";

// Dev server only (next.config.ts): the editor's reads and saves of the files in content/.
export const { GET, POST } = makeRouteHandler({ config });
