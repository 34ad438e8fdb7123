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
  testSequencer: "<rootDir>/tests/sequencer.js",
};
export default config;
