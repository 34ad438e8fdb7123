import type { Config } from "jest";

// Four layers, each its own project so `npx jest --selectProjects shared` runs one. ts-jest only transpiles
// (isolatedModules); `npm run typecheck` does the type checking once for the whole tree.
type Project = Exclude<NonNullable<Config["projects"]>[number], string>;
const common: Project = {
  testEnvironment: "node",
  transform: { "^.+\\.tsx?$": ["ts-jest", { tsconfig: "tsconfig.json", isolatedModules: true }] },
  moduleFileExtensions: ["ts", "tsx", "js", "json"],
};

const config: Config = {
  projects: [
    { ...common, displayName: "shared", testMatch: ["<rootDir>/tests/shared/**/*.test.ts"] },
    { ...common, displayName: "server", testMatch: ["<rootDir>/tests/server/**/*.test.ts"] },
    // The web client's logic without a browser (names, turn lines, strings, deck problems).
    { ...common, displayName: "client", testMatch: ["<rootDir>/tests/client/**/*.test.ts"] },
    { ...common, displayName: "browser", testMatch: ["<rootDir>/tests/browser/**/*.test.ts"] },
  ],
  testTimeout: 60_000,
  // A worker that has grown past this after a test file is replaced. Workers ended holding 500–600 MB of heap, and
  // three of them tearing that down at once on two cores took longer than the 500 ms jest allows ("A worker process
  // has failed to exit gracefully"), though each had nothing left running.
  workerIdleMemoryLimit: "384MB",
  testSequencer: "<rootDir>/tests/sequencer.js",
};
export default config;
