import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { parseServerEnv } from "@/lib/env";
import { createSupabaseServerClient } from "@/lib/supabase/server";
import type { LeadRecord } from "./store";
import { createSupabaseStore } from "./supabase-store";

type Recorded = {
  method?: string;
  url?: string;
  headers: IncomingMessage["headers"];
  body: string;
};

/** A local stand-in for Supabase's REST endpoint that records each request. */
function standIn(answer: (res: ServerResponse) => void) {
  const requests: Recorded[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      requests.push({ method: req.method, url: req.url, headers: req.headers, body });
      answer(res);
    });
  });
  return new Promise<{ url: string; requests: Recorded[]; close: () => void }>((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, requests, close: () => server.close() });
    }),
  );
}

const json =
  (body: string, status = 200) =>
  (res: ServerResponse) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(body);
  };

const anonKey = "anon-key-for-tests-0123456789";
const lead: LeadRecord = {
  kind: "application",
  name: "Sam Reyes",
  email: "sam@kmoutfitters.com",
  phone: "(262) 555-0199",
  businessName: "Kettle Moraine Outfitters LLC",
  payload: { state: "WI", monthlyVolume: 48000 },
  addressHash: "a".repeat(64),
  idempotencyKey: "0b9f6f5e-3c1e-4d53-9a53-2f4bd1f5f0a1",
};

async function submitAgainst(answer: (res: ServerResponse) => void, timeoutMs?: number) {
  const stub = await standIn(answer);
  const env = parseServerEnv({
    SUPABASE_URL: stub.url,
    SUPABASE_ANON_KEY: anonKey,
    SUPABASE_SERVICE_ROLE_KEY: "s".repeat(40),
  });
  try {
    const store = createSupabaseStore(() => createSupabaseServerClient(env), timeoutMs);
    const outcome: { result?: string; error?: Error } = await store.submit(lead).then(
      (result) => ({ result }),
      (error: Error) => ({ error }),
    );
    return { ...outcome, requests: stub.requests };
  } finally {
    stub.close();
  }
}

describe("the Supabase lead store", () => {
  it("posts one RPC to submit_lead with the anon key and every named parameter", async () => {
    const { result, requests } = await submitAgainst(json('"stored"'));
    expect(result).toBe("stored");
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/rest/v1/rpc/submit_lead");
    expect(request?.headers.apikey).toBe(anonKey);
    expect(request?.headers.authorization).toBe(`Bearer ${anonKey}`);
    expect(JSON.parse(request?.body ?? "")).toEqual({
      p_kind: "application",
      p_name: "Sam Reyes",
      p_email: "sam@kmoutfitters.com",
      p_phone: "(262) 555-0199",
      p_business_name: "Kettle Moraine Outfitters LLC",
      p_payload: { state: "WI", monthlyVolume: 48000 },
      p_address_hash: "a".repeat(64),
      p_idempotency_key: "0b9f6f5e-3c1e-4d53-9a53-2f4bd1f5f0a1",
    });
  });

  it("makes no auth call of its own", async () => {
    const { requests } = await submitAgainst(json('"duplicate"'));
    expect(requests.map((request) => request.url)).toEqual(["/rest/v1/rpc/submit_lead"]);
  });

  it.each(["duplicate", "rate_limited", "busy"])("passes on the answer %s", async (answer) => {
    const { result } = await submitAgainst(json(JSON.stringify(answer)));
    expect(result).toBe(answer);
  });

  it("fails when PostgREST answers with an error, so the visitor is not told it worked", async () => {
    const { error } = await submitAgainst(
      json('{"code":"42501","message":"permission denied for function submit_lead"}', 403),
    );
    expect(error?.message).toMatch(/submit_lead failed: permission denied/);
  });

  it("fails on an answer that is not one of submit_lead's results", async () => {
    const { error } = await submitAgainst(json('"ok"'));
    expect(error?.message).toMatch(/unexpected value/);
  });

  it("gives up on a call that hangs at its deadline, so the visitor can send again", async () => {
    const started = Date.now();
    const { error } = await submitAgainst(() => {}, 300);
    expect(error?.message).toBe("submit_lead timed out after 300 ms");
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
