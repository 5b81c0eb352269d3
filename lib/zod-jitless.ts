import { z } from "zod";

// Imported by every module that builds a schema the browser runs (the comparison's inputs; the
// lead forms check in the browser without zod), before it builds one. The pages' CSP forbids
// eval, and zod's JIT probe, a caught `new Function`, would still be reported to the browser as a
// violation.
z.config({ jitless: true });
