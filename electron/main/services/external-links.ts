/*
 * Which links may leave the app for the system browser. Everything else is dropped: the renderer
 * must never navigate away or open windows, and `shell.openExternal` with an arbitrary URL is a
 * classic way to run things on the user's machine.
 */
export const EXTERNAL_ALLOW_LIST: readonly string[] = [
  'https://help.autodesk.com',
  'https://github.com',
  'https://platform.openai.com',
  'https://platform.deepseek.com',
  'https://api-docs.deepseek.com',
  'https://ollama.com',
  'https://lmstudio.ai',
  'https://docs.vllm.ai',
];

export function isAllowedExternal(url: string, allow: readonly string[] = EXTERNAL_ALLOW_LIST): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (u.protocol !== 'https:' || u.username || u.password) return false;
  return allow.some((a) => new URL(a).origin === u.origin);
}
