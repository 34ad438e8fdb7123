/** The five elements (五行) and their two cycles, shared by every game. */
export const ELEMENTS = ["wood", "fire", "earth", "metal", "water"] as const;
export type Element = (typeof ELEMENTS)[number];

export const ELEMENT_ZH: Record<Element, string> = { wood: "木", fire: "火", earth: "土", metal: "金", water: "水" };
export const ELEMENT_EN: Record<Element, string> = { wood: "Wood", fire: "Fire", earth: "Earth", metal: "Metal", water: "Water" };

const ZH_TO_ELEMENT: Record<string, Element> = { 木: "wood", 火: "fire", 土: "earth", 金: "metal", 水: "water" };

/** 相生: wood → fire → earth → metal → water → wood. */
const GENERATES: Record<Element, Element> = { wood: "fire", fire: "earth", earth: "metal", metal: "water", water: "wood" };
/** 相剋: wood ⊣ earth, earth ⊣ water, water ⊣ fire, fire ⊣ metal, metal ⊣ wood. */
const OVERCOMES: Record<Element, Element> = { wood: "earth", earth: "water", water: "fire", fire: "metal", metal: "wood" };

export function isElement(x: unknown): x is Element {
  return typeof x === "string" && (ELEMENTS as readonly string[]).includes(x);
}

export function elementFromZh(zh: string): Element | undefined {
  return ZH_TO_ELEMENT[zh];
}

/** The element that `e` generates (e 生 x). */
export function generated(e: Element): Element {
  return GENERATES[e];
}

/** The element that `e` overcomes (e 剋 x). */
export function overcome(e: Element): Element {
  return OVERCOMES[e];
}

export function generates(a: Element, b: Element): boolean {
  return GENERATES[a] === b;
}

export function overcomes(a: Element, b: Element): boolean {
  return OVERCOMES[a] === b;
}

/** The relation of `a` toward `b`, read as "a … b". */
export type Relation = "generates" | "generated-by" | "overcomes" | "overcome-by" | "same";
export function relation(a: Element, b: Element): Relation {
  if (a === b) return "same";
  if (GENERATES[a] === b) return "generates";
  if (GENERATES[b] === a) return "generated-by";
  if (OVERCOMES[a] === b) return "overcomes";
  return "overcome-by";
}
