/** Minimal `--name value` / `--flag` parsing for the npm run scripts (no dependency needed for four flags). */
export function parseArgs(argv: string[]): { flags: Record<string, string>; positional: string[] } {
  const flags: Record<string, string> = {};
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a.startsWith("--")) {
      const [k, inline] = a.slice(2).split("=", 2);
      if (inline !== undefined) flags[k] = inline;
      else if (i + 1 < argv.length && !argv[i + 1].startsWith("--")) flags[k] = argv[++i];
      else flags[k] = "true";
    } else positional.push(a);
  }
  return { flags, positional };
}

export function intFlag(flags: Record<string, string>, name: string, fallback: number): number {
  if (flags[name] === undefined) return fallback;
  const n = Number(flags[name]);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a whole number ≥ 0 (got "${flags[name]}")`);
    process.exit(2);
  }
  return n;
}

/**
 * Game options for a script: `--options '<json>'` plus any other `--key value` flag not in `reserved` (numbers and
 * true/false are converted). Checked by the engine's schema; a bad option stops the script with one line per problem.
 */
export function optionsFromFlags(engine: { id: string; optionsSchema: { safeParse(v: unknown): { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } } } }, flags: Record<string, string>, reserved: string[]): Record<string, unknown> {
  let options: Record<string, unknown> = {};
  if (flags.options !== undefined) {
    try {
      options = JSON.parse(flags.options);
    } catch (e) {
      console.error(`--options must be JSON (${(e as Error).message})`);
      process.exit(2);
    }
  }
  for (const [k, v] of Object.entries(flags)) {
    if (k === "options" || reserved.includes(k)) continue;
    options[k] = v === "true" ? true : v === "false" ? false : v !== "" && Number.isFinite(Number(v)) ? Number(v) : v;
  }
  const parsed = engine.optionsSchema.safeParse(options);
  if (!parsed.success) {
    for (const i of parsed.error!.issues) console.error(`bad option for ${engine.id}: ${i.path.join(".") || "options"}: ${i.message}`);
    process.exit(2);
  }
  return options;
}
