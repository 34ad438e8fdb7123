/** How many slots a packed chunk holds (the log's 200 lines are 8 chunks). */
export const CHUNK = 25;

/** A string V8 can only store two bytes a character (anything beyond Latin-1: 生, →, …). */
const WIDE = /[^\x00-\xff]/;

/** A complete chunk's texts: the Latin-1 ones joined, the others joined, and where each slot's text ends (~end: wide). */
interface Packed {
  narrow: string;
  wide: string;
  ends: number[];
}

/**
 * Texts by slot (a ring's), stored a chunk of CHUNK slots at a time: once a chunk's last slot is written its texts
 * become two joined strings. A short string costs its 16-byte header and padding and a slot in the column besides
 * its characters, about as much as a log line's English (issue 27: memory per table). Latin-1 texts and the others are
 * joined apart: V8 stores a string with one wide character two bytes a character throughout. Writing a slot of a
 * packed chunk (the ring wrapped) unpacks it until its last slot is written again.
 */
export class PackedTexts {
  private chunks: (string[] | Packed)[] = [];

  set(slot: number, text: string) {
    const c = Math.floor(slot / CHUNK);
    const chunk = this.chunks[c];
    const open = chunk === undefined ? [] : Array.isArray(chunk) ? chunk : unpack(chunk);
    open[slot % CHUNK] = text;
    this.chunks[c] = slot % CHUNK === CHUNK - 1 ? pack(open) : open;
  }

  get(slot: number): string {
    const chunk = this.chunks[Math.floor(slot / CHUNK)];
    return Array.isArray(chunk) ? chunk[slot % CHUNK] : unpack(chunk)[slot % CHUNK];
  }

  /** Every slot's text, in slot order (each chunk unpacked once). */
  all(): string[] {
    return this.chunks.flatMap((chunk) => (Array.isArray(chunk) ? chunk : unpack(chunk)));
  }

  clear() {
    this.chunks = [];
  }
}

function pack(texts: string[]): Packed {
  const narrow: string[] = [];
  const wide: string[] = [];
  const ends: number[] = [];
  let narrowEnd = 0;
  let wideEnd = 0;
  for (const text of texts) {
    if (WIDE.test(text)) {
      wide.push(text);
      ends.push(~(wideEnd += text.length));
    } else {
      narrow.push(text);
      ends.push((narrowEnd += text.length));
    }
  }
  return { narrow: narrow.join(""), wide: wide.join(""), ends };
}

function unpack({ narrow, wide, ends }: Packed): string[] {
  const texts: string[] = [];
  let narrowStart = 0;
  let wideStart = 0;
  for (const end of ends) {
    if (end >= 0) {
      texts.push(narrow.slice(narrowStart, end));
      narrowStart = end;
    } else {
      texts.push(wide.slice(wideStart, ~end));
      wideStart = ~end;
    }
  }
  return texts;
}
