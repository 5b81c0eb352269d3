/** Ports of the servers playwright.config.ts starts; tests address them through these only. */
export const ports = {
  site: Number(process.env.PORT ?? 3100),
  get supabaseSite() {
    return this.site + 50;
  },
  get functionsStandIn() {
    return this.site + 51;
  },
  /**
   * Servers a spec starts for itself (e2e/support/site-process.ts): site + 10 … site + 39, one
   * number per spec, since specs run two at a time.
   */
  ownSite(n: number) {
    return this.site + 10 + n;
  },
};

export const supabaseSiteUrl = () => `http://127.0.0.1:${ports.supabaseSite}`;
export const standInUrl = () => `http://127.0.0.1:${ports.functionsStandIn}`;

/** The API keys the Supabase stand-in accepts: anon runs RPCs as `anon`, service as `service_role`. */
export const standInKeys = {
  anon: "stand-in-anon-key-0123456789",
  service: "stand-in-service-role-key-0123456789",
};
