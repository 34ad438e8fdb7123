import type { Element } from "../../../core/elements";

/** The player field for element `e` with this prefix: pileWood, soulFire, discardWater, zoneEarth, …. */
export const elementField = (prefix: string, e: Element) => `${prefix}${e[0].toUpperCase()}${e.slice(1)}`;
