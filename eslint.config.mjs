import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";

// Links prefetch on intent through the site's own Link, everywhere (see below).
const noNextLink = {
  name: "next/link",
  message: "Use { Link } from @/components/ui/link.client (prefetch on intent).",
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Links prefetch on intent, not on sight, without next/link's code in every first load
    // (components/ui/link.client.tsx). Icons a server component draws come from
    // components/ui/icons.tsx: lucide-react's own Icon is a client component, which put its runtime
    // in every page's first load and hydrated every icon. Client islands (components/islands) may
    // import lucide-react: their code is not part of the server's icons.
    files: ["**/*.{ts,tsx}"],
    ignores: ["components/ui/link.client.tsx", "components/islands/**", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            noNextLink,
            {
              name: "lucide-react",
              message:
                "Use @/components/ui/icons (server-rendered SVG); add the icon to scripts/generate-icons.mjs.",
            },
          ],
        },
      ],
    },
  },
  {
    // Islands are client code already: lucide-react is allowed there, next/link is not.
    files: ["components/islands/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [noNextLink],
        },
      ],
    },
  },
  globalIgnores([
    ".next/**",
    "node_modules/**",
    "bench/results/**",
    "next-env.d.ts",
    "supabase/functions/check-geo-location/index.ts",
    "test-results/**",
    "scripts/fixtures/next-build/**", // a real build's output, as Next wrote it
    "playwright-report/**",
    ".content-collections/**", // written by the content layer from content/*.md
  ]),
]);
