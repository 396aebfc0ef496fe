import { execFileSync } from "node:child_process";
import { createHash, createPublicKey } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A local stand-in for the cloud regions' `/api/auth/session` (NextAuth answers `{}` when signed
 * out), so the navbar's region button gets the answer a visitor without a session gets, without
 * a request leaving the machine. Chromium reaches it through `--host-resolver-rules` and trusts
 * its self-signed certificate by key (`--ignore-certificate-errors-spki-list`), not globally.
 */
export interface SessionStub {
  port: number;
  /** Chromium flag that trusts the stub's certificate and no other invalid one. */
  trustFlag: string;
  /** Requests answered, by host. */
  hits: Record<string, number>;
  close(): Promise<void>;
}

/** Starts the stub on a free loopback port; needs the `openssl` command for its certificate. */
export async function startSessionStub(): Promise<SessionStub> {
  const dir = mkdtempSync(join(tmpdir(), "bench-stub-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "2",
        "-subj",
        "/CN=cloud.langfuse.com",
        "-addext",
        "subjectAltName=DNS:cloud.langfuse.com,DNS:*.cloud.langfuse.com",
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    const cert = readFileSync(join(dir, "cert.pem"));
    const key = readFileSync(join(dir, "key.pem"));
    const spki = createHash("sha256")
      .update(createPublicKey(cert).export({ type: "spki", format: "der" }))
      .digest("base64");
    const hits: Record<string, number> = {};
    const server = createServer({ cert, key }, (req, res) => {
      const host = (req.headers.host ?? "?").replace(/:\d+$/, "");
      hits[host] = (hits[host] ?? 0) + 1;
      const origin = req.headers.origin;
      res.setHeader("access-control-allow-origin", origin ?? "*");
      if (origin) res.setHeader("access-control-allow-credentials", "true");
      res.setHeader("cache-control", "no-store");
      if (req.method === "OPTIONS") {
        res.writeHead(204).end();
      } else if (req.url?.startsWith("/api/auth/session")) {
        res.writeHead(200, { "content-type": "application/json" }).end("{}");
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
    return {
      port: (server.address() as AddressInfo).port,
      trustFlag: `--ignore-certificate-errors-spki-list=${spki}`,
      hits,
      close: () =>
        new Promise<void>((r) => {
          server.closeAllConnections();
          server.close(() => r());
        }),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
