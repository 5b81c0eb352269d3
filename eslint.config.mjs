import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Links prefetch on intent, not on sight: components/ui/link.client.tsx wraps next/link.
    files: ["**/*.{ts,tsx}"],
    ignores: ["components/ui/link.client.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/link",
              message: "Use { Link } from @/components/ui/link.client (prefetch on intent).",
            },
          ],
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
  ]),
]);
