import { randomBytes } from "node:crypto";

const name = /^[0-9a-f]{32}$/;

/** A random 128-bit name for a blob or a temporary file: never derived from anything sent. */
export function randomName(): string {
  return randomBytes(16).toString("hex");
}

/** Whether `value` is a name randomName() could have made (so it is safe in a path). */
export function isName(value: string): boolean {
  return name.test(value);
}

/** Refuses anything but such a name, so that no caller's string ever becomes a path. */
export function assertName(value: string, what: string) {
  if (!isName(value)) throw new TypeError(`Not a statement ${what}: ${JSON.stringify(value)}`);
}
