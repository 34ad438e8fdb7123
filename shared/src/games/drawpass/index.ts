export * from "./engine";
export { drawPassWire } from "./wire";
