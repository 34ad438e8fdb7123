import type { Config } from "jest";

// Three layers, each its own project so `npm test -- --selectProjects shared` runs one.
const tsJest = { "^.+\\.tsx?$": ["ts-jest", { tsconfig: "tsconfig.json", isolatedModules: true }] } as const;
const common = { preset: undefined, testEnvironment: "node", transform: tsJest, moduleFileExtensions: ["ts", "tsx", "js", "json"] };

const config: Config = {
  projects: [
    { ...common, displayName: "shared", testMatch: ["<rootDir>/tests/shared/**/*.test.ts"] },
    { ...common, displayName: "server", testMatch: ["<rootDir>/tests/server/**/*.test.ts"] },
    { ...common, displayName: "browser", testMatch: ["<rootDir>/tests/browser/**/*.test.ts"] },
  ],
  testTimeout: 60_000,
};
export default config;
