import { uploadAdmission, type AdmissionSettings } from "./limits";
import type { UploadProgress } from "./upload-pace";

/** One upload's place among those read at once; freed when its answer is known. */
export type UploadSlot = {
  /** The body is being read: how far it has come, and how to stop it if it lags. */
  watch(progress: Readonly<UploadProgress>, cut: () => void): void;
  /** Frees the slot; a refused upload spends one of its address's refusals. */
  release(refused: boolean): void;
};

export type Admission =
  { ok: true; slot: UploadSlot } | { ok: false; reason: "refusals" | "in_progress" | "busy" };

type Held = {
  /** The address slot, or null when the address is unknown. */
  key: string | null;
  freed: boolean;
  progress?: Readonly<UploadProgress>;
  cut?: () => void;
};

/** An address's refused uploads in its current window. */
type Refusals = { count: number; since: number };

/** Addresses whose refusals are remembered; past this the oldest is forgotten (memory bound). */
const maxRemembered = 10_000;

/**
 * Which uploads are read at once, all in memory, before the database is asked anything.
 *
 * Why no one can hold it: a slot is held only while its body keeps arriving (upload-pace.ts closes
 * a body after 15 s without a byte or below 20 KB/s), one address holds at most two (an IPv6 /64
 * counts as one address), and when every slot is taken the newcomer takes the slot of the upload
 * that has gone longest without a byte, once that is over `laggingMs`, instead of being turned
 * away. So forty addresses that each stall an upload after their first kilobyte take 40 of the 48
 * slots, and even a hundred would only keep giving their slots to the next visitor: to keep a
 * merchant out, every one of the 48 uploads must keep sending, which the address limit, the
 * refusal budget and the 25 MB body limit make an attacker pay for in bandwidth and addresses.
 * Refused uploads (and stalled ones) spend the address's refusal budget, checked first, so a
 * flood of bad uploads is answered 429 without a read and without a database call.
 */
export function createAdmission(
  settings: Partial<AdmissionSettings> = {},
  now: () => number = Date.now,
) {
  const { total, perAddress, laggingMs, refusals, refusalWindowMs } = {
    ...uploadAdmission,
    ...settings,
  };
  const held = new Set<Held>();
  const perKey = new Map<string, number>();
  const refused = new Map<string, Refusals>();

  // An unknown address (no trusted proxy, no socket stamp) is no one in particular: it has no
  // per-address limit or refusal budget, which would otherwise be shared by every such visitor.
  const count = (key: string | null) => (key === null ? 0 : (perKey.get(key) ?? 0));

  function free(slot: Held) {
    if (slot.freed) return;
    slot.freed = true;
    held.delete(slot);
    if (slot.key === null) return;
    const left = count(slot.key) - 1;
    if (left > 0) perKey.set(slot.key, left);
    else perKey.delete(slot.key);
  }

  function spendRefusal(key: string | null) {
    if (key === null) return;
    const at = now();
    let entry = refused.get(key);
    if (!entry || at - entry.since >= refusalWindowMs) entry = { count: 0, since: at };
    refused.delete(key); // re-inserted last: the map's order is oldest first
    refused.set(key, { ...entry, count: entry.count + 1 });
    if (refused.size > maxRemembered) refused.delete(refused.keys().next().value!);
  }

  function overBudget(key: string | null) {
    const entry = key === null ? undefined : refused.get(key);
    return entry !== undefined && now() - entry.since < refusalWindowMs && entry.count >= refusals;
  }

  /** Frees the slot of the upload (of `only` that address, or any) longest without a byte, if it lags. */
  function giveUpLagging(only?: string | null): boolean {
    const at = now();
    let worst: Held | undefined;
    for (const slot of held) {
      const { progress } = slot;
      if (!progress || progress.done || (only !== undefined && slot.key !== only)) continue;
      if (at - progress.lastByteAt < laggingMs) continue;
      if (!worst || progress.lastByteAt < worst.progress!.lastByteAt) worst = slot;
    }
    if (!worst) return false;
    free(worst);
    spendRefusal(worst.key);
    worst.cut?.();
    return true;
  }

  return function admit(key: string | null): Admission {
    if (overBudget(key)) return { ok: false, reason: "refusals" };
    if (count(key) >= perAddress && !giveUpLagging(key))
      return { ok: false, reason: "in_progress" };
    if (held.size >= total && !giveUpLagging()) return { ok: false, reason: "busy" };
    const slot: Held = { key, freed: false };
    held.add(slot);
    if (key !== null) perKey.set(key, count(key) + 1);
    return {
      ok: true,
      slot: {
        watch(progress, cut) {
          slot.progress = progress;
          slot.cut = cut;
        },
        release(wasRefused) {
          if (slot.freed) return; // given to another upload: its refusal is already spent
          free(slot);
          if (wasRefused) spendRefusal(key);
        },
      },
    };
  };
}
