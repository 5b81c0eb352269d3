import { JobPostingJsonLd } from "next-seo";
import type { ReactNode } from "react";
import { SectionBlock } from "@/components/sections/company/section-block";
import { applyByEmail, careersSections, jobOpenings, type JobOpening } from "@/content/careers";
import { site } from "@/content/site";
import { formatSalary, jobPostingProps } from "@/lib/seo/job-posting";
import { formatIsoDate } from "@/lib/text";

const employmentLabels: Record<JobOpening["employmentType"], string> = {
  FULL_TIME: "full-time",
  PART_TIME: "part-time",
};

/** Every open role as a visible posting with its JobPosting JSON-LD. */
export function JobOpenings() {
  return (
    <SectionBlock heading={careersSections.openings} tinted>
      <div className="space-y-8">
        {jobOpenings.map((job) => (
          <JobOpeningCard key={job.id} job={job} />
        ))}
      </div>
    </SectionBlock>
  );
}

function JobOpeningCard({ job }: { job: JobOpening }) {
  const mailto = `mailto:${applyByEmail.email}?subject=${encodeURIComponent(applyByEmail.subject(job.title))}`;
  return (
    <article
      aria-labelledby={job.id}
      className="rounded-2xl border border-line bg-white p-6 sm:p-8"
    >
      <h3 id={job.id} className="scroll-mt-24 text-xl font-semibold text-brand-900">
        {job.title}
      </h3>
      <dl className="mt-3 grid gap-x-8 gap-y-1 text-sm sm:grid-cols-2">
        <Fact term="Where">
          {site.address.city}, {site.address.region}, {employmentLabels[job.employmentType]}
        </Fact>
        <Fact term="Pay">{formatSalary(job)}</Fact>
        <Fact term="Posted">
          <time dateTime={job.datePosted}>{formatIsoDate(job.datePosted)}</time>
        </Fact>
        <Fact term="Apply by">
          <time dateTime={job.validThrough}>{formatIsoDate(job.validThrough)}</time>
        </Fact>
      </dl>
      <p className="mt-5 max-w-3xl leading-relaxed text-ink">{job.summary}</p>
      <div className="mt-5 grid gap-6 md:grid-cols-2">
        <JobList title="What you will do" items={job.responsibilities} />
        <JobList title="What you bring" items={job.requirements} />
      </div>
      <a
        href={mailto}
        className="mt-6 inline-flex rounded-lg bg-accent-600 px-5 py-3 font-semibold text-white hover:bg-accent-700"
      >
        Apply for {job.title} by email
      </a>
      <JobPostingJsonLd scriptKey={`job-posting-${job.id}`} {...jobPostingProps(job)} />
    </article>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="font-semibold text-ink">{term}:</dt>
      <dd className="text-muted">{children}</dd>
    </div>
  );
}

function JobList({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h4 className="font-semibold text-ink">{title}</h4>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 leading-relaxed text-muted">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
