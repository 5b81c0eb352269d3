import { addressSlot } from "./address-slot";

describe("the slot an address counts under", () => {
  it("is an IPv4 address whole", () => {
    expect(addressSlot("203.0.113.7")).toBe("203.0.113.7");
    expect(addressSlot("203.0.113.8")).not.toBe(addressSlot("203.0.113.7"));
  });

  it("is an IPv6 address's /64, however the address is written", () => {
    const slot = "2001:0db8:0042:0007::/64";
    for (const address of [
      "2001:db8:42:7::1",
      "2001:db8:42:7:ffff:ffff:ffff:ffff",
      "2001:DB8:42:7:a:b:c:d",
      "2001:0db8:0042:0007:0000:0000:0000:0001",
      "2001:db8:42:7:0:0:1.2.3.4",
    ]) {
      expect(addressSlot(address)).toBe(slot);
    }
    expect(addressSlot("2001:db8:42:8::1")).toBe("2001:0db8:0042:0008::/64");
    expect(addressSlot("::1")).toBe("0000:0000:0000:0000::/64");
    expect(addressSlot("fd00::")).toBe("fd00:0000:0000:0000::/64");
  });
});
