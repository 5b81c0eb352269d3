"use client";

import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type ReactNode,
} from "react";

type CopyState = "idle" | "copied" | "failed";

/**
 * `className` is appended, not merged with cn(): tailwind-merge would add about 8 KiB to every page
 * with a copy button, and callers only add spacing.
 */
/** The copy button's icons, rendered by the server (components/ui/island-icons.tsx). */
export type CopyIcons = { icon: ReactNode; copiedIcon: ReactNode };

type CopyButtonProps = Omit<ComponentProps<"button">, "onClick" | "children" | "type"> & {
  /** The exact text put on the clipboard. */
  text: string;
  /** Visible label; say what is copied, e.g. "Copy post text". */
  label?: string;
  /** Id of the element showing the text: selected when copying fails, so Ctrl+C still works. */
  sourceId?: string;
} & CopyIcons;

// Joined by hand: clsx's bytes are not worth it for one optional class list.
const buttonClass =
  "inline-flex items-center gap-2 rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-900 disabled:cursor-wait disabled:opacity-70 data-[state=copied]:bg-accent-700";

const messages: Record<CopyState, string> = {
  idle: "",
  copied: "Copied",
  failed: "Copying was blocked. The text is selected: press Ctrl+C (or Cmd+C on a Mac).",
};

/** Copies `text` to the clipboard and announces the result in a polite live region. */
export function CopyButton({
  text,
  label = "Copy",
  sourceId,
  className,
  icon,
  copiedIcon,
  ...props
}: CopyButtonProps) {
  const [state, setState] = useState<CopyState>("idle");
  // Disabled until hydrated: before that a click would do nothing and say nothing.
  const hydrated = useSyncExternalStore(subscribeNothing, isClient, isServer);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    clearTimeout(timer.current);
    const copied = await writeClipboard(text);
    if (!copied && sourceId) selectContents(sourceId);
    setState(copied ? "copied" : "failed");
    if (copied) timer.current = setTimeout(() => setState("idle"), 2500);
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        type="button"
        onClick={copy}
        disabled={!hydrated}
        data-state={state}
        className={className ? `${buttonClass} ${className}` : buttonClass}
        {...props}
      >
        {state === "copied" ? copiedIcon : icon}
        {label}
      </button>
      <span
        role="status"
        aria-live="polite"
        className={
          state === "failed"
            ? "max-w-xs text-sm text-red-700"
            : "text-sm font-semibold text-accent-700"
        }
      >
        {messages[state]}
      </span>
    </span>
  );
}

const subscribeNothing = () => () => {};
const isClient = () => true;
const isServer = () => false;

/** Writes text with the async Clipboard API, falling back to the legacy copy command. */
async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return legacyCopy(text);
  }
}

function legacyCopy(text: string): boolean {
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

function selectContents(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    element.focus();
    element.select();
    return;
  }
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}
