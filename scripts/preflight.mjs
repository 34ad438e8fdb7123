// `npm test` runs this first (the `pretest` script): the browser tests need a Chromium, and without one every
// browser test would fail in its own way. Stop before any test with one line that says what to install.
import { accessSync, constants } from "node:fs";

const path = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
try {
  accessSync(path, constants.X_OK);
} catch {
  console.error(
    `npm test needs Chromium at ${path} for the browser tests: install it (Debian/Ubuntu: apt-get install chromium fonts-noto-cjk) or set CHROMIUM_PATH to a Chromium or Chrome binary; the other tests run without it: npx jest --selectProjects shared server`,
  );
  process.exit(1);
}
