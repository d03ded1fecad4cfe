/** Whether an address opens only on the machine that shows it (localhost, 127.x.x.x, ::1). */
export function isLoopback(address: string): boolean {
  let host: string;
  try {
    host = new URL(address).hostname;
  } catch {
    return false;
  }
  return host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '[::1]';
}
