import { createHash, randomBytes } from "node:crypto";

/** The client's address: the trusted proxy header when configured, else the socket address. */
export function clientAddress(
  headers: Headers,
  socketAddress: string | undefined,
  trustedHeader?: string,
): string | undefined {
  if (trustedHeader) {
    const value = headers.get(trustedHeader);
    const first = value?.split(",")[0]?.trim();
    if (first) return first;
  }
  return socketAddress;
}

/** A salted hash of the address, so rate limiting works without storing who someone is. */
export function clientHasher(salt: string = randomBytes(16).toString("hex")) {
  return (address: string | undefined): string =>
    createHash("sha256")
      .update(salt)
      .update(address ?? "unknown")
      .digest("hex")
      .slice(0, 32);
}
