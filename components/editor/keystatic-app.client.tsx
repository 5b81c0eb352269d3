"use client";
import { makePage } from "@keystatic/next/ui/app";
import config from "@/keystatic.config";

/** Keystatic's whole editor, in the browser (dev server only: app/keystatic/layout.dev.tsx). */
export const KeystaticApp = makePage(config);
