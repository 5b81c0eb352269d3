import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { MessageCircle } from "@/components/ui/icons";
import { ChatLauncher } from "@/components/islands/chat/chat-launcher.client";
import { NavigationStatus } from "@/components/islands/navigation-status.client";
import { PixelLoader } from "@/components/islands/pixel-loader.client";
import { FloatingCta } from "@/components/layout/floating-cta";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteDrawer, SiteHeader } from "@/components/layout/site-header";
import { defaultMetadata } from "@/lib/seo/metadata";
import "./globals.css";

export const metadata: Metadata = defaultMetadata;

export const viewport: Viewport = {
  themeColor: "#0b1f4b",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <SiteHeader />
        <NavigationStatus />
        <div className="flex-1">{children}</div>
        <SiteFooter />
        <FloatingCta />
        <SiteDrawer />
        <div data-chrome data-print="hide">
          <ChatLauncher icon={<MessageCircle className="size-6 shrink-0" aria-hidden="true" />} />
        </div>
        <PixelLoader />
      </body>
    </html>
  );
}
