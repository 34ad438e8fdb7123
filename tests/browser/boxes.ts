/** Layout checks by bounding boxes, shared by the browser tests. */
import type { Page } from "playwright-core";

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Measured {
  vw: number;
  vh: number;
  scrollWidth: number;
  boxes: Record<string, Box[]>;
}

/**
 * Every matching element's box in viewport coordinates, with the page scrolled to the top (or, `keepScroll`, where
 * the test scrolled it: what stays in view while the player scrolls).
 */
export async function measure(page: Page, selectors: Record<string, string>, { keepScroll = false } = {}): Promise<Measured> {
  return page.evaluate(([sels, keep]) => {
    if (!keep) window.scrollTo(0, 0);
    const boxes: Record<string, { x: number; y: number; w: number; h: number }[]> = {};
    for (const [name, sel] of Object.entries(sels)) {
      boxes[name] = Array.from(document.querySelectorAll(sel)).map((e) => {
        const r = e.getBoundingClientRect();
        return { x: r.left, y: r.top, w: r.width, h: r.height };
      });
    }
    return { vw: innerWidth, vh: innerHeight, scrollWidth: document.documentElement.scrollWidth, boxes };
  }, [selectors, keepScroll] as const);
}

/** Names of the elements that are missing, empty or not wholly inside the viewport (1 px of rounding allowed). */
export function notOnScreen(m: Measured): string[] {
  const bad: string[] = [];
  for (const [name, list] of Object.entries(m.boxes)) {
    if (list.length === 0) bad.push(`${name}: missing`);
    list.forEach((b, i) => {
      const inside = b.w > 0 && b.h > 0 && b.x >= -1 && b.y >= -1 && b.x + b.w <= m.vw + 1 && b.y + b.h <= m.vh + 1;
      if (!inside) bad.push(`${name}[${i}] at ${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.w)}×${Math.round(b.h)} in ${m.vw}×${m.vh}`);
    });
  }
  return bad;
}
