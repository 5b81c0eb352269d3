#!/usr/bin/env node
/**
 * Writes app/favicon.ico from public/icon.svg (the logo mark): the mark drawn by Chromium at
 * 16, 32 and 48 px, each stored as PNG inside one .ico (browsers and crawlers still ask for
 * /favicon.ico; Next serves app/favicon.ico there). Run: node scripts/make-favicon.mjs
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const root = path.resolve(import.meta.dirname, "..");
const svg = readFileSync(path.join(root, "public/icon.svg"), "utf8");
const sizes = [16, 32, 48];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
const images = [];
try {
  for (const size of sizes) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace("<svg ", `<svg width="${size}" height="${size}" `);
    await page.setContent(`<body style="margin:0;background:transparent">${sized}</body>`);
    images.push(await page.screenshot({ omitBackground: true, type: "png" }));
    await page.close();
  }
} finally {
  await browser.close();
}

// ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per image, then the PNG files themselves.
const header = Buffer.alloc(6 + 16 * images.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
let offset = header.length;
images.forEach((png, index) => {
  const entry = 6 + 16 * index;
  header.writeUInt8(sizes[index], entry);
  header.writeUInt8(sizes[index], entry + 1);
  header.writeUInt16LE(1, entry + 4);
  header.writeUInt16LE(32, entry + 6);
  header.writeUInt32LE(png.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += png.length;
});
const out = path.join(root, "app/favicon.ico");
writeFileSync(out, Buffer.concat([header, ...images]));
console.log(`favicon: ${path.relative(root, out)}, ${sizes.join("/")} px, ${offset} bytes`);
