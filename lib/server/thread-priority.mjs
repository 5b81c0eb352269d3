// A thread's own scheduling priority. On Linux each thread has its own nice value, found by its
// id in /proc/thread-self; elsewhere the thread keeps the process's. Plain JavaScript, shared by
// the statement check's worker and the benches.
import { readlinkSync } from "node:fs";
import { constants, setPriority } from "node:os";

/**
 * Asks the kernel to run the calling thread behind the process's others (nice 10): its work then
 * takes a core only when they leave it one. Returns false where a thread cannot be reniced.
 */
export function lowerThreadPriority(priority = constants.priority.PRIORITY_BELOW_NORMAL) {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").at(-1));
    if (!Number.isInteger(threadId)) return false;
    setPriority(threadId, priority);
    return true;
  } catch {
    return false; // not Linux, or not allowed: the work still runs, at the usual priority
  }
}
