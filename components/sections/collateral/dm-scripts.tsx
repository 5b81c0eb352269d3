import { dmChannels, dmSituations } from "@/content/collateral/dms";
import { DeferredCopyButton } from "@/components/islands/copy-button-deferred.client";
import { Container } from "@/components/ui/container";
import { copyIcons } from "@/components/ui/island-icons";

/** The scripts grouped by situation, one card per channel, each with its copy button. */
export function DmScripts() {
  return (
    <>
      <section aria-labelledby="dm-channels-title" className="py-12">
        <Container>
          <h2 id="dm-channels-title" className="text-2xl font-bold text-brand-900">
            Rules of thumb by channel
          </h2>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {dmChannels.map((channel) => (
              <div key={channel.id} className="rounded-xl border border-line bg-surface p-4">
                <dt className="font-semibold text-ink">{channel.label}</dt>
                <dd className="mt-1 text-sm leading-relaxed text-muted">{channel.guidance}</dd>
              </div>
            ))}
          </dl>
          <nav aria-label="Situations" className="mt-8">
            <ul className="flex flex-wrap gap-2">
              {dmSituations.map((situation) => (
                <li key={situation.id}>
                  <a
                    href={`#${situation.id}`}
                    className="inline-block rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-100"
                  >
                    {situation.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </section>
      {dmSituations.map((situation) => (
        <section
          key={situation.id}
          id={situation.id}
          aria-labelledby={`${situation.id}-title`}
          className="scroll-mt-20 border-t border-line py-12"
        >
          <Container>
            <h2 id={`${situation.id}-title`} className="text-2xl font-bold text-brand-900">
              {situation.label}
            </h2>
            <p className="mt-2 text-muted">{situation.goal}</p>
            <ul className="mt-6 grid gap-4 md:grid-cols-2">
              {dmChannels.map((channel) => {
                const id = `dm-${situation.id}-${channel.id}`;
                const text = situation.scripts[channel.id];
                return (
                  <li key={channel.id} className="flex flex-col rounded-2xl border border-line p-5">
                    <h3 className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
                      {channel.label}
                    </h3>
                    <p id={id} className="mt-2 flex-1 leading-relaxed text-ink">
                      {text}
                    </p>
                    {/* A div: the deferred button's host is a div, which a <p> cannot hold. */}
                    <div className="mt-3 flex items-center justify-between gap-3 text-xs text-muted">
                      <span>{text.length} characters</span>
                      <DeferredCopyButton
                        {...copyIcons}
                        text={text}
                        label={`Copy ${channel.label} script`}
                        aria-label={`Copy ${channel.label} script: ${situation.label}`}
                        sourceId={id}
                      />
                    </div>
                  </li>
                );
              })}
            </ul>
          </Container>
        </section>
      ))}
    </>
  );
}
