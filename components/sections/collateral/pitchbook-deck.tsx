import { slides } from "@/content/collateral/pitchbook";
import { DeferredPitchbookNav } from "@/components/islands/pitchbook-nav-deferred.client";
import { Container } from "@/components/ui/container";
import { SlideFrame } from "./slide-frame";
import "./print-pages.css";
import { pitchbookNavIcons } from "@/components/ui/island-icons";

const deckId = "pitchbook-deck";

/**
 * The slides as server-rendered HTML in a horizontal scroll-snap strip: swiping and the
 * #slide-N links work without JavaScript; the island adds arrow keys and the counter.
 */
export function PitchbookDeck() {
  return (
    <section aria-labelledby="deck-title" className="bg-surface py-10 print:bg-white print:py-0">
      <Container className="print:max-w-none print:px-0">
        <h2 id="deck-title" className="text-2xl font-bold text-brand-900" data-print="hide">
          The deck
        </h2>
        <nav aria-label="Jump to a slide" className="mt-4" data-print="hide">
          <ol className="flex flex-wrap gap-2">
            {slides.map((slide, index) => (
              <li key={slide.title}>
                <a
                  href={`#slide-${index + 1}`}
                  title={slide.title}
                  className="inline-flex size-9 items-center justify-center rounded-md bg-white text-sm font-semibold text-brand-800 ring-1 ring-line hover:bg-brand-50"
                >
                  <span className="sr-only">Slide </span>
                  {index + 1}
                  <span className="sr-only">: {slide.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {/* The deck goes inside the island's host: it is near the screen from the start, so the
            keys' code loads right after the page's, without being part of its first load. */}
        <DeferredPitchbookNav deckId={deckId} count={slides.length} icons={pitchbookNavIcons}>
          <div
            id={deckId}
            role="region"
            aria-roledescription="carousel"
            aria-label="Pitchbook slides"
            tabIndex={0}
            className="mt-6 flex snap-x snap-mandatory items-start gap-6 overflow-x-auto overscroll-x-contain scroll-smooth rounded-2xl pb-4 motion-reduce:scroll-auto print:mt-0 print:block print:overflow-visible print:pb-0"
          >
            {slides.map((slide, index) => (
              <SlideFrame
                key={slide.title}
                slide={slide}
                number={index + 1}
                total={slides.length}
              />
            ))}
          </div>
        </DeferredPitchbookNav>
      </Container>
    </section>
  );
}
