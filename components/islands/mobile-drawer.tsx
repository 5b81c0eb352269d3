"use client";

import { Link } from "@/components/ui/link.client";
import { useRef, type KeyboardEvent, type ReactNode } from "react";
import type { NavGroup, NavLink } from "@/lib/navigation";

type MobileDrawerProps = {
  groups: NavGroup[];
  contact: NavLink;
  apply: NavLink;
  signIn: { href: string; label: string };
  /** The close button's icon, rendered by the server so no icon code ships to the browser. */
  closeIcon: ReactNode;
};

const drawerId = "mobile-drawer";

/**
 * The drawer's Menu button, for the header; the drawer itself is rendered after the page. The icon
 * comes rendered from the server, so the icon library is not part of every page's first load.
 */
export function MobileDrawerButton({ icon }: { icon: ReactNode }) {
  return (
    <button
      type="button"
      command="show-modal"
      commandfor={drawerId}
      onClick={() => {
        const dialog = drawerElement();
        if (dialog && !dialog.open) dialog.showModal();
      }}
      className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-brand-900 ring-1 ring-line lg:hidden"
      aria-haspopup="dialog"
    >
      {icon}
      Menu
    </button>
  );
}

/**
 * The mobile side drawer: a modal <dialog>, so the browser traps focus, closes it on Escape and
 * makes the page behind it inert; it also closes on the backdrop and when a link is chosen. Its
 * Menu and close buttons are invoker commands, so they work before the page has hydrated (the
 * framework's scripts load after the first paint); the click handlers do the same where a browser
 * has no invoker commands yet.
 *
 * It is rendered at the end of the body, not beside its button in the header: a modal dialog
 * shows in the top layer wherever it sits, and its 140-odd closed tags no longer stand between
 * the header and the page's headline. A phone's parser works in short slices before the first
 * paint; with the drawer there, the headline was often reached only after the slices had run out
 * (see components/sections/first-paint-marker.tsx).
 */
export function MobileDrawer({ groups, contact, apply, signIn, closeIcon }: MobileDrawerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const close = () => dialogRef.current?.close();

  return (
    <dialog
      id={drawerId}
      ref={dialogRef}
      aria-labelledby="drawer-title"
      data-chrome
      data-print="hide"
      onClose={() => openerElement()?.focus()}
      onClick={(event) => event.target === dialogRef.current && close()}
      onKeyDown={(event) => event.key === "Tab" && wrapFocus(event, dialogRef.current)}
      className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-[min(22rem,88vw)] max-w-none overflow-y-auto bg-white p-0 shadow-2xl backdrop:bg-slate-900/50 lg:hidden"
    >
      <div className="flex items-center justify-between border-b border-line px-5 py-4">
        <h2 id="drawer-title" className="text-lg font-bold text-brand-900">
          Menu
        </h2>
        <button
          type="button"
          command="close"
          commandfor={drawerId}
          onClick={close}
          className="rounded-lg p-2 text-brand-900"
          aria-label="Close menu"
        >
          {closeIcon}
        </button>
      </div>
      <nav aria-label="Mobile" className="px-5 py-4">
        {groups.map((group) => (
          <section key={group.label} className="mb-5">
            <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">
              {group.label}
            </h3>
            <ul className="mt-2 space-y-1">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    onClick={close}
                    className="block rounded-md py-2 text-base text-ink hover:text-brand-700"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <ul className="space-y-3 border-t border-line pt-4">
          <li>
            <Link
              href={contact.href}
              onClick={close}
              className="block py-2 text-base font-semibold text-ink"
            >
              {contact.label}
            </Link>
          </li>
          <li>
            <a
              href={signIn.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={close}
              className="block py-2 text-base font-semibold text-ink"
            >
              {signIn.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <Link
              href={apply.href}
              onClick={close}
              className="block rounded-lg bg-accent-600 px-4 py-3 text-center font-semibold text-white"
            >
              {apply.label}
            </Link>
          </li>
        </ul>
      </nav>
    </dialog>
  );
}

const drawerElement = () => document.getElementById(drawerId) as HTMLDialogElement | null;
const openerElement = () =>
  document.querySelector<HTMLButtonElement>(
    `button[command="show-modal"][commandfor="${drawerId}"]`,
  );

/** Keeps Tab inside the drawer: a modal <dialog> alone lets focus leave for the browser's own UI. */
function wrapFocus(event: KeyboardEvent<HTMLDialogElement>, dialog: HTMLDialogElement | null) {
  const focusable = dialog?.querySelectorAll<HTMLElement>("a[href], button:not([disabled])");
  if (!focusable?.length) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}
