import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "node",
  // Reads content/*.md into .content-collections/generated, so tests see the files as they are.
  globalSetup: "<rootDir>/scripts/content-build.jest.mjs",
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  testMatch: ["<rootDir>/**/*.test.ts", "<rootDir>/**/*.test.tsx"],
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/e2e/", "/bench/", "/test-results/"],
  modulePathIgnorePatterns: ["<rootDir>/.next/", "<rootDir>/test-results/"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^content-collections$": "<rootDir>/.content-collections/generated",
  },
};

/** The Markdown reader of the page files (content/pages/markdown.ts) ships as ES modules only. */
const esmOnly = [
  "mdast-util-",
  "micromark",
  "unist-util-",
  "decode-named-character-reference",
  "character-entities",
  "devlop",
];

// next/jest leaves every package in node_modules untransformed; these few are compiled to CommonJS.
export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  const [nodeModules, ...rest] = resolved.transformIgnorePatterns ?? [];
  return {
    ...resolved,
    transformIgnorePatterns: [
      nodeModules.replace("(?!.pnpm)", `(?!.pnpm)(?!(?:${esmOnly.join("|")}))`),
      ...rest,
    ],
  };
}
