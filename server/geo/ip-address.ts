import { isIP } from "node:net";

/** IPv4 form of an address (unwrapping `::ffff:1.2.3.4`), or null for IPv6 and invalid input. */
export function toIPv4(address: string | undefined): string | null {
  if (!address) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const candidate = mapped ? mapped[1]! : address;
  return isIP(candidate) === 4 ? candidate : null;
}

/** Loopback, private, link-local, CGNAT and other non-routable IPv4 ranges (no location). */
export function isNonPublicIPv4(ip: string): boolean {
  const [a = 0, b = 0] = ip.split(".").map(Number);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    a >= 224
  );
}
