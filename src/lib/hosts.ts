/** Hosts where human verification is simulated with a placeholder token (SPEC section 5). */
export function isLocalHost(hostname: string): boolean {
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname.includes("192.168");
}
