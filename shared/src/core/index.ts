export * from "./rng";
export * from "./elements";
export * from "./text";
export * from "./errors";
export * from "./engine";
export * from "./record";
export * from "./hash";
export * from "./replay";
