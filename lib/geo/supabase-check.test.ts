import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createClient } from "@supabase/supabase-js";
import { supabaseCheck, visitorAddressHeader } from "./supabase-check";

type Recorded = {
  method?: string;
  url?: string;
  headers: IncomingMessage["headers"];
  body: string;
};

/** A local stand-in for the Supabase Functions endpoint that records each request. */
function standIn(answer: (res: import("node:http").ServerResponse) => void) {
  const requests: Recorded[] = [];
  const server: Server = createServer((req, res) => {
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
  (res: import("node:http").ServerResponse) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(body);
  };

const anonKey = "anon-key-for-tests-0123456789";

async function run(answer: Parameters<typeof standIn>[0], timeoutMs = 1500) {
  const stub = await standIn(answer);
  const client = createClient(stub.url, anonKey, { auth: { persistSession: false } });
  try {
    return {
      result: await supabaseCheck(() => client, timeoutMs).check("81.2.69.142"),
      requests: stub.requests,
    };
  } finally {
    stub.close();
  }
}

describe("Supabase location check", () => {
  it("invokes check-geo-location with an empty body, the anon key and the visitor's address", async () => {
    const { result, requests } = await run(json('{"allowed":false}'));
    expect(result).toEqual({ ok: true, allowed: false });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/functions/v1/check-geo-location");
    expect(request?.body).toBe("{}");
    expect(request?.headers.apikey ?? request?.headers.authorization).toContain(anonKey);
    expect(request?.headers[visitorAddressHeader]).toBe("81.2.69.142");
  });

  it("ignores anything else in the answer", async () => {
    expect((await run(json('{"allowed":true,"country":"US","extra":[1]}'))).result).toEqual({
      ok: true,
      allowed: true,
    });
  });

  it("reports a non-2xx answer as a failure", async () => {
    expect((await run(json('{"error":"boom"}', 500))).result).toEqual({
      ok: false,
      cause: "http-status",
    });
  });

  it("reports an answer without a boolean allowed as malformed", async () => {
    expect((await run(json('{"allowed":"yes"}'))).result).toEqual({
      ok: false,
      cause: "malformed",
    });
    expect((await run(json("not json"))).result).toEqual({ ok: false, cause: "malformed" });
  });

  it("gives up after the timeout when the function never answers", async () => {
    const started = Date.now();
    const { result } = await run(() => {}, 300);
    expect(result).toEqual({ ok: false, cause: "timeout" });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("reports a refused connection as a network failure", async () => {
    const client = createClient("http://127.0.0.1:9", anonKey, { auth: { persistSession: false } });
    expect(await supabaseCheck(() => client, 1000).check("8.8.8.8")).toEqual({
      ok: false,
      cause: "network",
    });
  });
});
