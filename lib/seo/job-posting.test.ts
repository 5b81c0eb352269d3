import { applyByEmail, jobOpenings } from "@/content/careers";
import { site } from "@/content/site";
import { formatSalary, jobDescriptionHtml, jobPostingProps } from "./job-posting";

describe("the open roles", () => {
  it("are at least two, with unique anchors", () => {
    expect(jobOpenings.length).toBeGreaterThanOrEqual(2);
    const ids = jobOpenings.map((job) => job.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(jobOpenings.map((job) => [job.title, job] as const))(
    "%s was posted in 2026 and closes after it was posted",
    (_title, job) => {
      expect(job.datePosted).toMatch(/^2026-\d{2}-\d{2}$/);
      expect(job.validThrough > job.datePosted).toBe(true);
      expect(job.salary.min).toBeLessThan(job.salary.max);
    },
  );

  it("are applied for by email at the address in content/site", () => {
    expect(applyByEmail.email).toBe(site.email);
    expect(applyByEmail.subject("Merchant Services Specialist")).toBe(
      "Application: Merchant Services Specialist",
    );
  });
});

describe("jobPostingProps", () => {
  const job = jobOpenings[0]!;
  const props = jobPostingProps(job);

  it("places the job at the Pewaukee office, Wisconsin, United States", () => {
    expect(props.jobLocation.address).toMatchObject({
      addressLocality: "Pewaukee",
      addressRegion: "WI",
      addressCountry: "US",
    });
  });

  it("gives the salary range in US dollars with its unit", () => {
    expect(props.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "USD",
      value: {
        "@type": "QuantitativeValue",
        minValue: job.salary.min,
        maxValue: job.salary.max,
        unitText: job.salary.unit,
      },
    });
  });

  it("closes at the end of the last day, Central time", () => {
    expect(props.validThrough).toBe(`${job.validThrough}T23:59:59-06:00`);
    expect(Number.isNaN(Date.parse(props.validThrough))).toBe(false);
  });

  it("names the business as the hiring organization and links to the role's anchor", () => {
    expect(props.hiringOrganization.name).toBe(site.name);
    expect(props.url.endsWith(`/careers#${job.id}`)).toBe(true);
  });
});

describe("jobDescriptionHtml", () => {
  it("includes the summary, every duty, every requirement and the pay", () => {
    const html = jobDescriptionHtml(jobOpenings[1]!);
    for (const line of [
      jobOpenings[1]!.summary,
      ...jobOpenings[1]!.responsibilities,
      ...jobOpenings[1]!.requirements,
    ]) {
      expect(html).toContain(`${line}`);
    }
    expect(html).toContain(formatSalary(jobOpenings[1]!));
  });
});

describe("formatSalary", () => {
  it("writes a yearly range in whole dollars with its note", () => {
    const job = {
      ...jobOpenings[0]!,
      salary: { min: 52000, max: 65000, unit: "YEAR" as const, note: "plus commission" },
    };
    expect(formatSalary(job)).toBe("$52,000 to $65,000 a year, plus commission");
  });

  it("writes an hourly range per hour", () => {
    const job = {
      ...jobOpenings[0]!,
      salary: { min: 22, max: 28, unit: "HOUR" as const, note: "plus overtime" },
    };
    expect(formatSalary(job)).toBe("$22 to $28 an hour, plus overtime");
  });
});
