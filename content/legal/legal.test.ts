import { site } from "@/content/site";
import { dataCredits, ipDataCredit, legalDocuments, legalUpdated } from ".";
import { periodText, retentionPeriods, type RetentionKind } from "@/lib/retention/periods";
import { privacyNotice } from "./privacy-notice";

const text = (ids?: string[]) =>
  privacyNotice.sections
    .filter((section) => !ids || ids.includes(section.id))
    .flatMap((section) => [...section.paragraphs, ...(section.points ?? [])])
    .join(" ");

describe("the /terms documents", () => {
  it("use every anchor once across both documents", () => {
    const ids = legalDocuments.flatMap((d) => [d.id, ...d.sections.map((s) => s.id)]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("carry an ISO date of their last change", () => {
    expect(legalUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("the privacy notice", () => {
  it("says what each form collects", () => {
    const forms = text(["privacy-forms"]);
    const kinds = ["Contact form", "Merchant pre-application", "Referral form", "Guide download"];
    for (const form of [...kinds, "Statement review"]) {
      expect(forms).toContain(form);
    }
  });

  it("states every retention period the deletion job applies, from the same module", () => {
    const retention = text(["privacy-retention"]);
    const stated: Record<RetentionKind, RegExp> = {
      contact: /Contact messages: (\d+ \w+) after/,
      application: /Pre-applications: (\d+ \w+) after/,
      referral: /Referrals: (\d+ \w+) after/,
      download: /Guide downloads, [^:]+: (\d+ \w+)\./,
      statementFile: /the files, and the figures read from them, are deleted (\d+ \w+) after/,
      statement: /the details sent with them, (\d+ \w+) after/,
      comparison: /deleted with them, (\d+ \w+) after you sent the statement/,
      delivery: /to which inbox\): (\d+ \w+) after/,
      teamDownload: /downloaded each statement file, and when: (\d+ \w+) after/,
    };
    const found = Object.fromEntries(
      Object.entries(stated).map(([kind, pattern]) => [kind, pattern.exec(retention)?.[1]]),
    );
    const expected = Object.fromEntries(
      Object.entries(retentionPeriods).map(([kind, period]) => [kind, periodText(period)]),
    );
    expect(found).toEqual(expected);
  });

  it("explains the keyed hash, the pixel with Global Privacy Control and the location check", () => {
    expect(text(["privacy-hashed-address"])).toContain("keyed hash");
    expect(text(["privacy-pixel"])).toMatch(/off unless we configure it/);
    expect(text(["privacy-pixel"])).toContain("Global Privacy Control");
    expect(text(["privacy-location"])).toContain("offline database");
  });

  it("credits the country data exactly as its licence asks", () => {
    expect(ipDataCredit).toBe(
      "IP-to-country data: ip-location-db geo-whois-asn-country, CC BY 4.0, includes data from nro.net",
    );
    expect(dataCredits.map((credit) => credit.name)).toContain(ipDataCredit);
  });

  it("gives the business's own email and phone for privacy requests", () => {
    const requests = text(["privacy-requests"]);
    expect(requests).toContain(site.email);
    expect(requests).toContain(site.phone.display);
  });
});
