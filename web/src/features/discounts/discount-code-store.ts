import type { DiscountCode } from '@community/contract';
import { useSyncExternalStore } from 'react';

/**
 * The discount code the member entered or arrived with (SPEC §3 "discount code"), kept in localStorage with the
 * member's id so it survives a reload, is never applied to another member on the same device, and is dropped on
 * logout (see DiscountsSync).
 */
const STORAGE_KEY = 'discount-code';
type Stored = { user_id: number; discount: DiscountCode };

const listeners = new Set<() => void>();
let cache: { raw: string | null; value: Stored | null } | undefined;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage blocked (private mode settings): the code lives as long as the page
  }
}

let memory: string | null = null;
function readRaw(): string | null {
  const store = storage();
  try {
    return store ? store.getItem(STORAGE_KEY) : memory;
  } catch {
    return memory;
  }
}
function writeRaw(raw: string | null): void {
  memory = raw;
  const store = storage();
  try {
    if (raw === null) store?.removeItem(STORAGE_KEY);
    else store?.setItem(STORAGE_KEY, raw);
  } catch {
    // full or blocked storage: the in-memory copy still serves this page
  }
  notify();
}

function parse(raw: string | null): Stored | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Stored;
    return typeof value?.user_id === 'number' && typeof value.discount?.code === 'string' ? value : null;
  } catch {
    return null;
  }
}

function snapshot(): Stored | null {
  const raw = readRaw();
  if (!cache || cache.raw !== raw) cache = { raw, value: parse(raw) };
  return cache.value;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function storeDiscountCode(memberId: number, discount: DiscountCode): void {
  writeRaw(JSON.stringify({ user_id: memberId, discount } satisfies Stored));
}

export function clearDiscountCode(): void {
  if (readRaw() !== null) writeRaw(null);
}

export function useStoredDiscountCode(memberId: number | undefined): DiscountCode | null {
  const stored = useSyncExternalStore(subscribe, snapshot, () => null);
  return stored && memberId !== undefined && stored.user_id === memberId ? stored.discount : null;
}
