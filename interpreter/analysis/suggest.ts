/* "Did you mean": the known names closest to a misspelt one (the agent's lookup uses it too). */

/** Levenshtein distance. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur[j] = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
    }
    prev = cur;
  }
  return prev[b.length] as number;
}

/** The known names closest to `name` (at most `n`, within a distance that still looks like a typo). */
export function closestNames(name: string, known: Iterable<string>, n = 5): string[] {
  const target = name.toLowerCase();
  const limit = Math.max(2, Math.ceil(target.length / 2));
  const scored: Array<{ name: string; d: number }> = [];
  for (const k of known) {
    const cand = k.toLowerCase();
    // a shared prefix or containment counts as close too ("sslen" -> "sslength")
    const d = editDistance(target, cand);
    const contains = cand.includes(target) || target.includes(cand);
    const score = contains ? Math.min(d, 1 + Math.abs(cand.length - target.length) / 4) : d;
    if (score <= limit) scored.push({ name: cand, d: score });
  }
  return scored.sort((a, b) => a.d - b.d || a.name.localeCompare(b.name)).slice(0, n).map((x) => x.name);
}
