/**
 * Whether an unhandled promise rejection is the maps API failing to load:
 * the script's error event (blocked, offline) or an error the API reports
 * (e.g. a rejected key).
 */
export function isMapsLoadFailure(reason: unknown): boolean {
  if (typeof Event !== 'undefined' && reason instanceof Event) {
    const target = reason.target as { src?: unknown } | null;
    return typeof target?.src === 'string' && /\/\/(enterprise\.)?api-maps\.yandex\./.test(target.src);
  }
  const text = reason instanceof Error ? `${reason.message}\n${reason.stack ?? ''}` : String(reason);
  return /ymaps|yandex|api-?key/i.test(text);
}
