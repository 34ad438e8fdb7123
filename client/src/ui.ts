import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";
import { ELEMENTS, ELEMENT_EN, ELEMENT_ZH, type Element } from "../../shared/src/core/elements";

/** Small helpers shared by the table and the game views. */

/** Each seat wears an element colour (CSS classes `el-wood` … `el-water`, variables `--wood` … `--water`). */
export function seatElement(seat: number): Element {
  return ELEMENTS[((seat % ELEMENTS.length) + ELEMENTS.length) % ELEMENTS.length];
}

export function elementLabel(e: Element, lang: "zh" | "en"): string {
  return lang === "zh" ? ELEMENT_ZH[e] : ELEMENT_EN[e];
}

/**
 * Current time, re-rendered every `ms` while `active`. Read at each render: a time kept in state was the moment the
 * last clock stopped, and a new 10 s clock showed 11 s (or more) on its first frame.
 */
export function useNow(active: boolean, ms = 250): number {
  const [, setTicks] = useState(0);
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setTicks((n) => n + 1), ms);
    return () => clearInterval(id);
  }, [active, ms]);
  return Date.now();
}

/**
 * While `hold`, the element never gets shorter. A hover preview that changes height moves whatever sits below it; if
 * that is the row being hovered (a curse's targets under the preview), the pointer leaves, the preview shrinks back,
 * the row returns under the pointer: a flicker that never settles. Growing only, it settles after the tallest one.
 */
export function useNoShrink<T extends HTMLElement>(hold: boolean) {
  const ref = useRef<T>(null);
  const [min, setMin] = useState(0);
  useLayoutEffect(() => {
    if (!hold) return void (min && setMin(0));
    // Fractional: offsetHeight rounds, and a min-height rounded down still lets the slot shrink by a fraction.
    const height = ref.current?.getBoundingClientRect().height ?? 0;
    if (height > min) setMin(height);
  });
  return { ref, style: hold && min ? { minHeight: `${min}px` } : undefined };
}

/** Copies text; falls back to a hidden textarea where the Clipboard API is unavailable (plain http). */
export async function copyText(value: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(value);
      return true;
    }
  } catch {
    /* fall through */
  }
  const area = document.createElement("textarea");
  area.value = value;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand("copy");
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}
