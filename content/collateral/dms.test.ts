import { dmChannels, dmSituations } from "./dms";

const placeholders = /\[[^\]]+\]/g;

describe("the DM scripts", () => {
  it("cover every situation on every channel", () => {
    for (const situation of dmSituations) {
      for (const channel of dmChannels) {
        expect(situation.scripts[channel.id].length).toBeGreaterThan(40);
      }
    }
    expect(dmSituations.map((situation) => situation.id)).toEqual([
      "first-touch",
      "follow-up",
      "referral-ask",
      "under-contract",
      "already-have-processor",
    ]);
  });

  it("keep every text message to one 160-character segment with an opt-out", () => {
    for (const situation of dmSituations) {
      const sms = situation.scripts.sms;
      // A filled-in name is rarely longer than its placeholder label.
      expect(sms.length).toBeLessThanOrEqual(160);
      expect(sms).toMatch(/Reply STOP to opt out\.$/);
      // Curly quotes or emoji would switch the message to UCS-2 and 70-character segments.
      expect(sms).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it("never quote a rate or promise a saving in a direct message", () => {
    for (const situation of dmSituations) {
      for (const script of Object.values(situation.scripts)) {
        expect(script).not.toMatch(/\d+(\.\d+)?\s?%|save you \$|guarantee/i);
        expect(script.match(placeholders) ?? []).not.toContain("[]");
      }
    }
  });
});
