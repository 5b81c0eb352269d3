import { z } from "zod";

// Imported by every module that builds a schema the browser runs (lib/leads/fields.ts, the
// comparison's inputs), before it builds one. The pages' CSP forbids eval, and zod's JIT probe, a
// caught `new Function`, would still be reported to the browser as a violation.
z.config({ jitless: true });
