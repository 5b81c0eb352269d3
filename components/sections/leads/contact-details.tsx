import { Clock, Mail, MapPin, MessageCircle, Phone } from "@/components/ui/icons";
import type { ReactNode } from "react";
import { fullAddress, site } from "@/content/site";
import { EmailAddress } from "@/components/ui/email-address";

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative pl-8">
      <dt className="text-sm font-semibold text-muted">
        <span className="absolute top-0.5 left-0 text-brand-700" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** Phone, email, chat, address and hours: every way to reach the team. */
export function ContactDetails() {
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line">
      <h2 className="text-lg font-bold text-brand-900">Reach us directly</h2>
      <dl className="mt-4 space-y-4">
        <Row icon={<Phone className="size-5" />} label="Phone">
          <a href={`tel:${site.phone.e164}`} className={linkClass}>
            {site.phone.display}
          </a>
        </Row>
        <Row icon={<Mail className="size-5" />} label="Email">
          <a href={`mailto:${site.email}`} className={`${linkClass} break-words`}>
            <EmailAddress address={site.email} />
          </a>
        </Row>
        <Row icon={<MessageCircle className="size-5" />} label="Chat">
          <a href="#chat" data-open-chat className={linkClass}>
            Chat with us
          </a>
        </Row>
        <Row icon={<MapPin className="size-5" />} label="Office">
          <address className="not-italic">{fullAddress}</address>
        </Row>
        <Row icon={<Clock className="size-5" />} label="Hours">
          {site.hours.display}
        </Row>
      </dl>
    </div>
  );
}
