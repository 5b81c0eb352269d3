import * as lucide from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import * as icons from "./icons";

// Each server-rendered icon must be the markup lucide-react's own component renders, so that
// leaving lucide's client component (issue 36) changed nothing a visitor or a test can see.
const names = Object.keys(icons).filter((name) => /^[A-Z]/.test(name)) as (keyof typeof icons)[];
const propSets = [
  {},
  { className: "size-4 shrink-0", "aria-hidden": "true" as const },
  { className: "size-5 text-accent-700", "aria-label": "Verified" },
  { strokeWidth: 1.5, fill: "currentColor" },
];

test("every generated icon is one lucide-react exports", () => {
  expect(names.length).toBeGreaterThan(50);
  for (const name of names) expect(lucide).toHaveProperty(name);
});

test.each(names)("%s renders exactly as lucide-react's does", (name) => {
  const Ours = icons[name] as icons.LucideIcon;
  const Theirs = lucide[name as keyof typeof lucide] as lucide.LucideIcon;
  for (const props of propSets)
    expect(renderToStaticMarkup(<Ours {...props} />)).toBe(
      renderToStaticMarkup(<Theirs {...props} />),
    );
});

test("an unlabelled icon is hidden from assistive technology, a labelled one is not", () => {
  expect(renderToStaticMarkup(<icons.Phone className="size-4" />)).toContain('aria-hidden="true"');
  expect(renderToStaticMarkup(<icons.Phone aria-label="Call" />)).not.toContain("aria-hidden");
});
