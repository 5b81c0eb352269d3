import { Fragment } from "react";

/**
 * An email address that may wrap before the "@" and before each dot of the domain, never inside
 * a word: on a phone "hello@lakecountrymerchant.example" reads "hello" / "@lakecountrymerchant" /
 * ".example" rather than being cut mid-word.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split(".");
  return (
    <>
      {local}
      <wbr />@
      {labels.map((label, index) => (
        <Fragment key={`${index}-${label}`}>
          {index > 0 ? (
            <>
              <wbr />.
            </>
          ) : null}
          {label}
        </Fragment>
      ))}
    </>
  );
}
