import { isIPv4, isIPv6 } from "node:net";

/**
 * The part of a visitor's address that names one subscriber: an IPv4 address whole, an IPv6
 * address by its /64, since a home or phone line gets a /64 and picks any address in it at will.
 * The upload limits count per slot, so one line cannot take more slots by changing address.
 */
export function addressSlot(address: string): string {
  if (isIPv4(address) || !isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(":")}::/64`;
}

/** The eight groups of an IPv6 address, each as four hex digits (an embedded IPv4 as two). */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase().replace(/%.*$/, "");
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1]!.split(".").map(Number);
    const hex = (high: number, low: number) => ((high << 8) | low).toString(16);
    text = `${text.slice(0, -dotted[1]!.length)}${hex(a, b)}:${hex(c, d)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return groups.map((group: string) => group.padStart(4, "0"));
}
