import type { JobOpening } from "@/content/careers";
import { site } from "@/content/site";
import { absoluteUrl } from "./metadata";

/** A role's full description as the simple HTML search engines accept in JobPosting.description. */
export function jobDescriptionHtml(job: JobOpening): string {
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;
  return [
    `<p>${job.summary}</p>`,
    `<p>What you will do:</p>${list(job.responsibilities)}`,
    `<p>What you bring:</p>${list(job.requirements)}`,
    `<p>Pay: ${formatSalary(job)}.</p>`,
  ].join("");
}

/** The props of next-seo's JobPostingJsonLd for one opening. */
export function jobPostingProps(job: JobOpening) {
  return {
    title: job.title,
    description: jobDescriptionHtml(job),
    datePosted: job.datePosted,
    validThrough: `${job.validThrough}T23:59:59-06:00`,
    employmentType: job.employmentType,
    url: `${absoluteUrl("/careers")}#${job.id}`,
    identifier: { name: site.name, value: job.id },
    hiringOrganization: {
      "@type": "Organization" as const,
      name: site.name,
      sameAs: absoluteUrl("/"),
      logo: absoluteUrl("/icon.svg"),
    },
    jobLocation: {
      "@type": "Place" as const,
      address: {
        "@type": "PostalAddress" as const,
        streetAddress: site.address.street,
        addressLocality: site.address.city,
        addressRegion: site.address.region,
        postalCode: site.address.postalCode,
        addressCountry: site.address.country,
      },
    },
    baseSalary: {
      "@type": "MonetaryAmount" as const,
      currency: "USD",
      value: {
        "@type": "QuantitativeValue" as const,
        minValue: job.salary.min,
        maxValue: job.salary.max,
        unitText: job.salary.unit,
      },
    },
    directApply: false,
  };
}

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

/** "$52,000 to $65,000 a year, plus commission on new accounts". */
export function formatSalary(job: JobOpening): string {
  const per = job.salary.unit === "YEAR" ? "a year" : "an hour";
  return `${usd.format(job.salary.min)} to ${usd.format(job.salary.max)} ${per}, ${job.salary.note}`;
}
