import { Link } from "@/components/ui/link.client";
import type { ChatLink } from "@/content/chat";
import type { ChatMessage as Message } from "@/lib/chat/messages";

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

const styles = {
  bot: { row: "items-start", bubble: "rounded-bl-sm bg-surface text-ink ring-1 ring-line" },
  visitor: { row: "items-end", bubble: "rounded-br-sm bg-brand-700 text-white" },
};

/** One message: a bubble (left for the assistant, right for the visitor), its links and its time. */
export function ChatMessage({ message, textId }: { message: Message; textId?: string }) {
  const from = message.isBot ? "bot" : "visitor";
  return (
    <li data-from={from} className={`flex flex-col gap-1 ${styles[from].row}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed ${styles[from].bubble}`}
      >
        <span className="sr-only">{message.isBot ? "Assistant: " : "You: "}</span>
        <span id={textId}>{message.text}</span>
        {message.links ? <ReplyLinks links={message.links} /> : null}
      </div>
      <time dateTime={new Date(message.timestamp).toISOString()} className="text-xs text-muted">
        {timeFormat.format(message.timestamp)}
      </time>
    </li>
  );
}

function ReplyLinks({ links }: { links: readonly ChatLink[] }) {
  return (
    <ul className="mt-2 space-y-1">
      {links.map((link) => (
        <li key={link.href}>
          {link.href.startsWith("/") ? (
            <Link href={link.href} className={linkClass}>
              {link.label}
            </Link>
          ) : (
            <a href={link.href} className={linkClass}>
              {link.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
