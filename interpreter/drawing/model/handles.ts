/*
 * Handles (persistent hex strings) and the printed address of an ename. The address derives from
 * the handle so printed enames are the same on every run, which keeps conformance output and
 * diffs stable; handle "0" (a null pointer) prints as <Entity name: 0>.
 */
export const ENAME_BASE = 0x7ff700000000;

export function handleToNumber(h: string): number {
  // handles are up to 16 hex digits; beyond 2^53 only the low part matters for printing
  return h.length > 12 ? parseInt(h.slice(-12), 16) : parseInt(h, 16);
}

export function addressOf(handle: string): number {
  const n = handleToNumber(handle);
  if (!Number.isFinite(n) || n === 0) return 0;
  return ENAME_BASE + (n % 0x1000000000) * 0x10;
}

export const numberToHandle = (n: number): string => n.toString(16).toUpperCase();

/** Canonical form of a handle read from a file or a script: upper-case hex, no leading zeros. */
export function normHandle(h: string): string {
  const t = h.trim().toUpperCase().replace(/^0+(?=.)/, '');
  return t;
}

export const isHandleText = (h: string): boolean => /^[0-9A-Fa-f]{1,16}$/.test(h.trim());
