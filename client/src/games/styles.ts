/**
 * Each mode's stylesheet, built apart from the app's CSS (client/build.mjs: `games/<id>-[hash].css`) so the lobby
 * does not carry every game's styles. index.html lists them by mode in a JSON data block (`#mode-styles`); a
 * mode's view, options form or deck builder waits for its sheet to load before rendering, so a board never shows
 * unstyled. Each sheet is linked once; one that fails to load is removed and tried again on the next call.
 */

let manifest: Record<string, string> | undefined;
const sheets = new Map<string, Promise<void>>();

function styleUrl(mode: string): string | undefined {
  if (!manifest) {
    manifest = {};
    const el = typeof document === "undefined" ? null : document.getElementById("mode-styles");
    try {
      const parsed: unknown = el?.textContent ? JSON.parse(el.textContent) : {};
      if (parsed && typeof parsed === "object") manifest = parsed as Record<string, string>;
    } catch {
      // No list (a page without the built index.html, e.g. a unit test): nothing to link.
    }
  }
  const url = Object.prototype.hasOwnProperty.call(manifest, mode) ? manifest[mode] : undefined;
  return typeof url === "string" ? url : undefined;
}

/** Links the mode's stylesheet (once) and resolves when it has loaded; at once for a mode without one. */
export function loadModeStyles(mode: string): Promise<void> {
  const href = styleUrl(mode);
  if (!href) return Promise.resolve();
  let p = sheets.get(href);
  if (!p) {
    p = new Promise<void>((resolve, reject) => {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = href;
      link.dataset.mode = mode;
      link.onload = () => resolve();
      link.onerror = () => {
        link.remove();
        sheets.delete(href);
        reject(new Error(`could not load the stylesheet of ${mode}`));
      };
      document.head.appendChild(link);
    });
    sheets.set(href, p);
  }
  return p;
}
