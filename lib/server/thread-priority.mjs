// A thread's own scheduling priority and the CPU time it has used. On Linux each thread has its
// own nice value and CPU clock, found by its id in /proc; elsewhere the thread keeps the process's
// priority and its time is unknown. Plain JavaScript, shared by the statement check's worker, its
// pool and the benches.
import { readFileSync, readlinkSync } from "node:fs";
import { constants, setPriority } from "node:os";

/** The kernel's id of the calling thread (/proc/thread-self), or null off Linux. */
export function ownThreadId() {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").at(-1));
    return Number.isInteger(threadId) ? threadId : null;
  } catch {
    return null;
  }
}

/**
 * The CPU time (user and system, in ms) a thread has used, from fields 14 and 15 of
 * /proc/<process>/task/<id>/stat (clock ticks, 100 a second): a thread of this process, or of
 * the process `processId` names (a bench reads its server's main thread, whose id is the pid).
 * Null when it cannot be read (not Linux, or the thread has ended).
 */
export function threadCpuMs(threadId, processId = "self") {
  try {
    const stat = readFileSync(`/proc/${processId}/task/${threadId}/stat`, "utf8");
    // The fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(") ") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * Asks the kernel to run the calling thread behind the process's others (nice 10): its work then
 * takes a core only when they leave it one. Returns false where a thread cannot be reniced.
 */
export function lowerThreadPriority(priority = constants.priority.PRIORITY_BELOW_NORMAL) {
  const threadId = ownThreadId();
  if (threadId === null) return false;
  try {
    setPriority(threadId, priority);
    return true;
  } catch {
    return false; // not Linux, or not allowed: the work still runs, at the usual priority
  }
}
