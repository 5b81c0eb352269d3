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

const nextTransformer = /next\/dist\/build\/swc\/jest-transformer\.js$/;

/**
 * next/jest's settings, with its SWC transformer behind scripts/jest-transformer.cjs, and the few
 * ES-module-only packages above compiled to CommonJS (next/jest leaves node_modules untransformed).
 */
export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  const transform = Object.entries(resolved.transform).map(([pattern, entry]) =>
    Array.isArray(entry) && nextTransformer.test(entry[0])
      ? [pattern, ["<rootDir>/scripts/jest-transformer.cjs", entry[1]]]
      : [pattern, entry],
  );
  const [nodeModules, ...rest] = resolved.transformIgnorePatterns ?? [];
  return {
    ...resolved,
    transform: Object.fromEntries(transform),
    transformIgnorePatterns: [
      nodeModules.replace("(?!.pnpm)", `(?!.pnpm)(?!(?:${esmOnly.join("|")}))`),
      ...rest,
    ],
  };
}
