// npm run bench:client -- [--runs N] [--no-build] [--mbit 10] [--latency 40]
//
// How small and how fast the web client is. Builds client/dist (production: hashed, brotli and gzip copies),
// reports the bytes a browser downloads — the lobby (app entry, its static imports, the CSS) and, per game mode,
// what a table of that mode adds (its view, wire reader and create-table options) — then serves the build from
// an in-process server and loads the lobby N times in Chromium on an emulated link (CDP Network emulation:
// 10 Mbit/s down and up, 40 ms latency by default, cache disabled) and reads each first contentful paint and
// when the lobby's markup entered the page.
// A figure, never an assertion. Last line: one JSON object.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { createArena } from "../server/src/app";
import { loadConfig } from "../server/src/config";
import { intFlag, parseArgs } from "./args";
import { bundleReport, DIST, distName, readMetafile, ROOT, total } from "./clientBundles";

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : 0;
};

async function main() {
  const { flags } = parseArgs(process.argv.slice(2));
  const runs = intFlag(flags, "runs", 5);
  const mbit = Number(flags.mbit ?? 10);
  const latency = intFlag(flags, "latency", 40);
  if (flags["no-build"] !== "true") execFileSync(process.execPath, [join(ROOT, "client/build.mjs")], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });

  // ── sizes ──
  const report = bundleReport(readMetafile());
  const lobby = { gzip: kb(total(report.lobby, "gzip")), br: kb(total(report.lobby, "br")), raw: kb(total(report.lobby, "raw")), files: report.lobby.size };
  const modes: Record<string, { gzip: number; br: number; with_lobby_gzip: number; with_lobby_br: number }> = {};
  for (const [mode, files] of Object.entries(report.modes)) {
    modes[mode] = {
      gzip: kb(total(files, "gzip")),
      br: kb(total(files, "br")),
      with_lobby_gzip: kb(total(report.lobby, "gzip") + total(files, "gzip")),
      with_lobby_br: kb(total(report.lobby, "br") + total(files, "br")),
    };
    console.log(`${mode}: +${modes[mode].gzip} KB gzip (${[...files].map(distName).join(", ")}); lobby + ${mode} = ${modes[mode].with_lobby_gzip} KB gzip, ${modes[mode].with_lobby_br} KB brotli`);
  }
  console.log(`lobby: ${lobby.gzip} KB gzip, ${lobby.br} KB brotli, ${lobby.raw} KB raw in ${lobby.files} files`);
  const leaks = Object.entries(report.leaks).filter(([, l]) => l.length);
  if (leaks.length) console.log(`game code in the lobby bundle: ${JSON.stringify(Object.fromEntries(leaks))}`);

  // ── first contentful paint on an emulated link ──
  const dataDir = mkdtempSync(join(tmpdir(), "wuxing-bench-client-"));
  const arena = await createArena(loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "silent", CLIENT_DIR: DIST }));
  const port = await arena.listen();
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"] });
  const fcps: number[] = [];
  const shown: number[] = [];
  const transferred: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: "zh-TW" });
      // When the lobby's own markup enters the page (the app renders it in one go: FCP should be about the same).
      await context.addInitScript(() => {
        new MutationObserver((_, obs) => {
          if (document.querySelector('[data-testid="lobby"]')) {
            (window as unknown as { __lobbyAt: number }).__lobbyAt = performance.now();
            obs.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
      const bytesPerSecond = (mbit * 1_000_000) / 8;
      await cdp.send("Network.emulateNetworkConditions", { offline: false, latency, downloadThroughput: bytesPerSecond, uploadThroughput: bytesPerSecond });
      let bytes = 0;
      cdp.on("Network.loadingFinished", (e: { encodedDataLength: number }) => (bytes += e.encodedDataLength));
      await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: "load" });
      await page.waitForSelector('[data-testid="lobby"]');
      const fcp = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const seen = performance.getEntriesByName("first-contentful-paint")[0];
            if (seen) return resolve(seen.startTime);
            new PerformanceObserver((list) => {
              const e = list.getEntriesByName("first-contentful-paint")[0];
              if (e) resolve(e.startTime);
            }).observe({ type: "paint", buffered: true });
          }),
      );
      fcps.push(Math.round(fcp));
      shown.push(Math.round(await page.evaluate(() => (window as unknown as { __lobbyAt: number }).__lobbyAt)));
      transferred.push(bytes);
      await context.close();
    }
  } finally {
    await browser.close().catch(() => undefined);
    await arena.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const figures = {
    link: { mbit, latency_ms: latency },
    lobby_kb: lobby,
    modes_kb: modes,
    fcp_ms: { median: median(fcps), runs: fcps },
    lobby_in_dom_ms: { median: median(shown), runs: shown },
    lobby_transfer_kb: kb(median(transferred)),
  };
  console.log(`lobby first contentful paint on ${mbit} Mbit/s, ${latency} ms: median ${figures.fcp_ms.median} ms (${fcps.join(", ")}); ${figures.lobby_transfer_kb} KB over the wire`);
  console.log(JSON.stringify(figures));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
