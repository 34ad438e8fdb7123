import type { LocalText } from "./i18n";
import { createStore } from "./store";

/** Toasts keep both languages so a language switch re-renders them too. */
export type ToastKind = "error" | "info" | "success";
export interface Toast {
  id: number;
  kind: ToastKind;
  text: LocalText;
  code?: string;
}

export const toastStore = createStore<Toast[]>([]);
let nextId = 1;

export function toast(text: LocalText, kind: ToastKind = "info", code?: string, ms = kind === "error" ? 7000 : 4000) {
  const id = nextId++;
  toastStore.set((list) => [...list.slice(-4), { id, kind, text, code }]);
  setTimeout(() => dismissToast(id), ms);
}

export function dismissToast(id: number) {
  toastStore.set((list) => list.filter((t) => t.id !== id));
}
