import type { ComponentChildren } from "preact";
import { useState } from "preact/hooks";
import { lazyComponent } from "../lazy";
import { hasSeatToken, isConnectedTo } from "../net";
import { nicknameChosen } from "../profile";

const NamePrompt = lazyComponent(() => import("./accountPages").then((m) => m.NamePrompt));

/**
 * Someone who opens an invite link (not from the lobby, holding no seat at that table yet) in a browser that never
 * chose a name is asked for one before joining, so banners do not read 「輪到 玩家603」: prefilled with the account's
 * name when signed in. A name chosen once is remembered and not asked for again.
 */
export function NameFirst({ code, children }: { code: string; children: ComponentChildren }) {
  const [named, setNamed] = useState(() => isConnectedTo(code) || hasSeatToken(code) || nicknameChosen() || new URLSearchParams(location.search).has("transfer"));
  if (named) return <>{children}</>;
  return <NamePrompt onDone={() => setNamed(true)} />;
}

