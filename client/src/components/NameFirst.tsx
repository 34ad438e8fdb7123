import type { ComponentChildren } from "preact";
import { useState } from "preact/hooks";
import { accountStore } from "../account";
import { lazyComponent } from "../lazy";
import { hasSeatToken, isConnectedTo } from "../net";
import { nicknameChosen } from "../profile";
import { useStore } from "../store";

const NamePrompt = lazyComponent(() => import("./accountPages").then((m) => m.NamePrompt));

/**
 * Someone who opens an invite link (not from the lobby, holding no seat at that table yet) in a browser that never
 * chose a name is asked for one before joining, so banners do not read 「輪到 玩家603」. A name chosen once is
 * remembered and not asked for again. A signed-in player is not asked: the table calls them by their username, and
 * an account that holds a seat here is seated back at once on any device.
 */
export function NameFirst({ code, children }: { code: string; children: ComponentChildren }) {
  const [named, setNamed] = useState(() => isConnectedTo(code) || hasSeatToken(code) || nicknameChosen() || new URLSearchParams(location.search).has("transfer"));
  const me = useStore(accountStore);
  if (named || me) return <>{children}</>;
  // Still asking the server who we are: neither join under a made-up name nor ask a member for one.
  if (me === undefined) return null;
  return <NamePrompt onDone={() => setNamed(true)} />;
}

