// HTML's invoker commands (`command` and `commandfor` on a button), which React 19 passes through
// as attributes but its types do not list yet: a button opens or closes a dialog with no script.
import "react";

declare module "react" {
  // The type parameter must match React's declaration for the two to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | `--${string}`;
    commandfor?: string;
  }
}
