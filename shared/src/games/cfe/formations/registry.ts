import type { FormationData } from "../content";
import { compilePattern, patternSizes, signature, type CompiledPattern } from "./patterns";
import type { CardId } from "../types";

/**
 * The formation registry (fewfc-style): pattern data + a matcher. The base table is loaded from
 * content/formations.json; professions, stars and the co-op's demon moves register more formations on a copy
 * (`extend`) without touching the core. Effects are resolved by kind in apply.ts `resolveEffect`.
 */
export type Formation = FormationData;

export class FormationRegistry {
  private readonly byId = new Map<string, Formation>();
  private readonly bySize = new Map<number, { f: Formation; test: CompiledPattern }[]>();

  constructor(formations: readonly Formation[] = []) {
    for (const f of formations) this.register(f);
  }

  register(f: Formation): this {
    if (this.byId.has(f.id)) throw new Error(`formation ${f.id} is already registered`);
    this.byId.set(f.id, f);
    const test = compilePattern(f.pattern);
    for (const n of patternSizes(f.pattern)) {
      const list = this.bySize.get(n) ?? [];
      list.push({ f, test });
      this.bySize.set(n, list);
    }
    return this;
  }

  /** A new registry with these formations added. */
  extend(more: readonly Formation[]): FormationRegistry {
    return new FormationRegistry([...this.all(), ...more]);
  }

  get(id: string): Formation | undefined {
    return this.byId.get(id);
  }

  all(): Formation[] {
    return [...this.byId.values()];
  }

  /**
   * Every formation these exact cards make by their printed faces, in registration order (optionally only those
   * `keep` accepts). More than one means the player must name one (§5.2 step 1).
   */
  match(cards: readonly CardId[], keep?: (f: Formation) => boolean): Formation[] {
    const list = this.bySize.get(cards.length);
    if (!list) return [];
    const sig = signature(cards);
    const out: Formation[] = [];
    for (const { f, test } of list) if ((!keep || keep(f)) && test(sig)) out.push(f);
    return out;
  }

  /** The formations of `n` cards with their compiled tests, in registration order (for callers that filter first). */
  entries(n: number): readonly { f: Formation; test: CompiledPattern }[] {
    return this.bySize.get(n) ?? [];
  }

  sizes(): number[] {
    return [...this.bySize.keys()].sort((a, b) => a - b);
  }
}
