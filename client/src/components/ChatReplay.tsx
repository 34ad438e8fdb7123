import { useEffect, useState } from "preact/hooks";
import type { ChatLine } from "../../../shared/src/protocol/chatLines";
import { useI18n } from "../i18n";
import { chatTx as tx, lineText } from "./ChatStrings";
import { seatElement } from "../ui";


/**
 * A finished game's chat in its replay, behind a toggle: both channels, each line marked with its channel, up to
 * the moment the shown position was left (`until`, server time of the next action).
 */
export function ChatReplay({ gameId, until }: { gameId: string; until: number }) {
  const { pick, lang } = useI18n();
  const [show, setShow] = useState(true);
  const [lines, setLines] = useState<ChatLine[] | null>(null);
  useEffect(() => {
    const ctl = new AbortController();
    fetch(`/api/records/${encodeURIComponent(gameId)}/chat`, { signal: ctl.signal, headers: { accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<{ lines: ChatLine[] }>) : { lines: [] }))
      .then((body) => setLines(body.lines))
      .catch(() => undefined);
    return () => ctl.abort();
  }, [gameId]);
  if (!lines) return null;
  const said = lines.filter((l) => l.at <= until);
  return (
    <section class="panel chat-panel chat-replay" data-testid="replay-chat">
      <label class="check">
        <input type="checkbox" data-testid="replay-chat-toggle" checked={show} onChange={(e) => setShow((e.currentTarget as HTMLInputElement).checked)} />
        {pick(tx("showChat"))}
      </label>
      {show && (
        <ol class="chat-lines" data-testid="chat-lines">
          {said.length === 0 && <li class="log-empty">{pick(tx("noChat"))}</li>}
          {said.map((l) => (
            <li key={l.id} class="chat-line" data-testid="chat-line" data-channel={l.channel}>
              {l.seat !== null && <span class={`log-dot el-${seatElement(l.seat)}`} aria-hidden="true" />}
              <b class="chat-name">{l.name}</b>
              <span class="muted">({pick(tx(l.channel))})</span>
              <span class="chat-text" data-testid="chat-text">
                {lineText(l, lang)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
