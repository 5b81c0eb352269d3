import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "node",
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  testMatch: ["<rootDir>/**/*.test.ts", "<rootDir>/**/*.test.tsx"],
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/e2e/", "/bench/"],
  modulePathIgnorePatterns: ["<rootDir>/.next/"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
};

const nextTransformer = /next\/dist\/build\/swc\/jest-transformer\.js$/;

/** next/jest's settings, with its SWC transformer behind scripts/jest-transformer.cjs. */
export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  const transform = Object.entries(resolved.transform).map(([pattern, entry]) =>
    Array.isArray(entry) && nextTransformer.test(entry[0])
      ? [pattern, ["<rootDir>/scripts/jest-transformer.cjs", entry[1]]]
      : [pattern, entry],
  );
  return { ...resolved, transform: Object.fromEntries(transform) };
}
