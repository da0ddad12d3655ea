/**
 * The company domain this device last logged in to (issue 18): staff type it once, then find it filled
 * in. Only the domain, never a username or password; best effort (storage may be off or full).
 */
export const REMEMBERED_COMPANY_KEY = 'atoll.login.company';

export function rememberedCompany(storage: Storage = localStorage): string {
  try {
    return storage.getItem(REMEMBERED_COMPANY_KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberCompany(domain: string, storage: Storage = localStorage): void {
  try {
    storage.setItem(REMEMBERED_COMPANY_KEY, domain.trim().toLowerCase());
  } catch {
    // Not remembered: the person types it next time, as before.
  }
}
