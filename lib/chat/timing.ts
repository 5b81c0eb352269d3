/** The chat opens by itself once this long has passed on the site (spec section 9). */
export const CHAT_AUTO_OPEN_MS = 25_000;

/** A canned bot reply appears this long after the visitor's message. */
export const CHAT_REPLY_DELAY_MS = 1_000;

/** The message list's scroll bar hides this long after scrolling stops. */
export const CHAT_SCROLLBAR_HIDE_MS = 600;

/** A form field changed this recently means the visitor is still filling in a form. */
export const CHAT_FORM_IDLE_MS = 15_000;

/** While a form field has focus, the waiting chat looks again this often. */
export const CHAT_FORM_RECHECK_MS = 1_000;
