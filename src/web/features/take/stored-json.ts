// The respondent's page keeps its progress and its concept-test arrangement in localStorage. Full or
// blocked storage must never stop a respondent: a write or removal that fails is skipped, and the
// only loss is reload safety.

export function storeJson(storage: Storage | null, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked storage: the respondent can still finish.
  }
}

export function forgetKey(storage: Storage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing more to do.
  }
}
