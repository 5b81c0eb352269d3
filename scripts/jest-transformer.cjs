// Jest's transform: next/jest's SWC transformer, told when Jest loads an .mjs file as an ES module.
// next/jest compiles .mjs to CommonJS whatever Jest asks for. On Node 24.9 and later Jest require()s
// an .mjs file as an ES module, as Node does, and ran that CommonJS as one: "exports is not defined"
// (lib/server/lifecycle.mjs, reached from lib/shutdown.ts), as it did a .js file of a package whose
// package.json says "type": "module" (mdast-util-from-markdown, which content/pages/markdown.ts
// reads Markdown with). Given Jest's supportsStaticESM, the file stays a module.
// Jest keys its transform cache (in the OS's temporary folder, kept between runs on one machine) by
// the source, the config and the caller's flags, not by the transformer's code: a change here was
// hidden by output cached under the old code (CI failed so). The key below adds this file and Next.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: next/jest's
   transformer is a CommonJS module, and so is every Jest transformer it stands for. */
const { createHash } = require("node:crypto");
const { readFileSync } = require("node:fs");
const path = require("node:path");
const { createTransformer } = require("next/dist/build/swc/jest-transformer");

const transformerKey = createHash("sha1")
  .update(readFileSync(__filename))
  .update(require("next/package.json").version)
  .digest("hex");

module.exports = {
  createTransformer(inputOptions) {
    const next = createTransformer(inputOptions);
    return {
      getCacheKey(source, filename, options) {
        return createHash("sha1")
          .update(transformerKey)
          .update(JSON.stringify(inputOptions ?? {}))
          .update(options.configString)
          .update(options.instrument ? "instrument" : "")
          .update(filename)
          .update(source)
          .digest("hex");
      },
      process(source, filename, options) {
        if (!options.supportsStaticESM) return next.process(source, filename, options);
        const extension = path.extname(filename);
        const asModules = [...(options.config.extensionsToTreatAsEsm ?? []), extension];
        const config = { ...options.config, extensionsToTreatAsEsm: asModules };
        return next.process(source, filename, { ...options, config });
      },
    };
  },
};
