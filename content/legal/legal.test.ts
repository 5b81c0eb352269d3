import { site } from "@/content/site";
import { dataCredits, ipDataCredit, legalDocuments, legalUpdated } from ".";
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
    for (const form of ["Contact form", "Merchant pre-application", "Referral form"]) {
      expect(forms).toContain(form);
    }
  });

  it("states a retention period for each kind of submission", () => {
    const retention = text(["privacy-retention"]);
    expect(retention).toMatch(/Contact messages: 24 months/);
    expect(retention).toMatch(/do not become an account: 12 months/);
    expect(retention).toMatch(/Referrals: 24 months/);
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
