import { useEffect, useRef, useState } from "preact/hooks";
import { CHAT_LINE_MAX, PING_MODES, type ChatChannel, type ChatLine } from "../../../shared/src/protocol/chatLines";
import { phraseText, quickPhrases } from "../../../shared/src/protocol/phrases";
import { chatActions, chatStore } from "../chat";
import { usePingTaps } from "./ChatPings";
import { useI18n } from "../i18n";
import { chatTx as tx, lineText } from "./ChatStrings";
import type { TableSession } from "../net";
import { useStore } from "../store";
import { seatElement } from "../ui";


/**
 * The table's chat beside the log: the lines of this client's channel (players or spectators), quick phrases, a
 * text field, and per line report / remove / mute. On a phone it folds behind a button with the unread count.
 * Text is shown as text: nothing in a line becomes a link.
 */
export function ChatPanel({ session }: { session: TableSession }) {
  const { pick, lang } = useI18n();
  const chat = useStore(chatStore);
  usePingTaps(chat.pingArmed);
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  const showing = !phone || open;
  useEffect(() => chatActions.showing(showing), [showing]);
  useEffect(() => () => chatActions.showing(false), []);
  const table = session.table!;
  const me = session.seat;
  const channel: ChatChannel = me === null ? "spectators" : "players";
  const amHost = me !== null && !!table.seats[me]?.host;
  const box = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [chat.lines.length, showing]);

  if (!showing) {
    return (
      <button type="button" class="btn btn-secondary btn-md chat-fold" data-testid="chat-unfold" onClick={() => setOpen(true)}>
        {pick(tx("chatButton"))}
        {chat.unread > 0 && (
          <span class="chat-unread" data-testid="chat-unread" aria-label={pick(tx("unread", { n: chat.unread }))}>
            {chat.unread}
          </span>
        )}
      </button>
    );
  }
  const blocked =
    me !== null && chat.settings.hostMuted.includes(me) ? pick(tx("youAreMuted")) : me === null && !chat.settings.spectatorChat ? pick(tx("spectatorChatOff")) : null;
  const canPing = PING_MODES.includes(table.mode) && me !== null && table.status === "playing";
  return (
    <section class="panel chat-panel" data-testid="chat" data-channel={channel}>
      <h3 class="panel-title">
        {pick(tx(channel === "players" ? "tableChat" : "spectatorChat"))}
        {phone && (
          <button type="button" class="btn btn-ghost btn-sm chat-fold-close" data-testid="chat-fold" onClick={() => setOpen(false)}>
            ▾
          </button>
        )}
      </h3>
      {channel === "spectators" && <p class="muted chat-note">{pick(tx("spectatorNote"))}</p>}
      <ol class="chat-lines" data-testid="chat-lines" ref={box} aria-live="polite">
        {chat.lines.length === 0 && <li class="log-empty">{pick(tx("chatEmpty"))}</li>}
        {chat.lines.map((l) => (
          <ChatLineRow key={l.id} line={l} me={me} amHost={amHost} muted={l.seat !== null && chat.settings.muted.includes(l.seat)} silenced={l.seat !== null && chat.settings.hostMuted.includes(l.seat)} reported={chat.reported.includes(l.id)} lang={lang} />
        ))}
      </ol>
      {me !== null && chat.settings.muted.length > 0 && (
        // A muted seat's lines never arrive (nor, signed in, at the next table): its unmute cannot wait on a line.
        <p class="chat-muted-seats muted" data-testid="chat-muted">
          {pick(tx("mutedSeats"))}
          {chat.settings.muted.map((seat) => (
            <span key={seat} class="chat-muted-seat" data-seat={seat}>
              {" "}
              <b>{table.seats[seat]?.name ?? `#${seat + 1}`}</b>{" "}
              <button type="button" class="link-btn" data-testid={`chat-unmute-${seat}`} onClick={() => chatActions.mute(seat, false)}>
                {pick(tx("unmute"))}
              </button>
            </span>
          ))}
        </p>
      )}
      {amHost && (
        <label class="check chat-host-switch">
          <input type="checkbox" data-testid="spectator-chat-switch" checked={chat.settings.spectatorChat} onChange={(e) => chatActions.spectatorChat((e.currentTarget as HTMLInputElement).checked)} />
          {pick(tx("allowSpectatorChat"))}
        </label>
      )}
      {canPing && (
        <div class="chat-pings">
          <button type="button" class={`btn btn-${chat.pingArmed ? "primary" : "secondary"} btn-sm`} data-testid="ping-map" aria-pressed={chat.pingArmed} onClick={() => chatActions.armPing(!chat.pingArmed)}>
            ◎ {pick(tx(chat.pingArmed ? "pingArmed" : "pingMap"))}
          </button>
          <button type="button" class="btn btn-secondary btn-sm" data-testid="ping-enemy" onClick={() => chatActions.ping({ kind: "enemy" })}>
            {pick(tx("pingEnemy"))}
          </button>
        </div>
      )}
      {blocked ? (
        <p class="hint" data-testid="chat-blocked">{blocked}</p>
      ) : (
        <>
          <details class="chat-phrases-box" data-testid="chat-phrases">
            <summary>{pick(tx("phrases"))}</summary>
            <div class="chat-phrases" role="group" aria-label={pick(tx("phrases"))}>
              {quickPhrases(table.mode).map((id) => (
                <button key={id} type="button" class="btn btn-ghost btn-sm" data-testid={`phrase-${id}`} onClick={() => chatActions.phrase(channel, id)}>
                  {phraseText(id)![lang]}
                </button>
              ))}
            </div>
          </details>
          <ChatInput channel={channel} placeholder={pick(tx("placeholder", { n: CHAT_LINE_MAX }))} sendLabel={pick(tx("send"))} />
        </>
      )}
    </section>
  );
}

function ChatInput({ channel, placeholder, sendLabel }: { channel: ChatChannel; placeholder: string; sendLabel: string }) {
  const [draft, setDraft] = useState("");
  const submit = (e: Event) => {
    e.preventDefault();
    if (!draft.trim()) return;
    chatActions.say(channel, draft);
    setDraft("");
  };
  return (
    <form class="chat-input" onSubmit={submit}>
      <input type="text" data-testid="chat-input" value={draft} maxLength={CHAT_LINE_MAX} placeholder={placeholder} aria-label={placeholder} onInput={(e) => setDraft((e.currentTarget as HTMLInputElement).value)} />
      <button type="submit" class="btn btn-primary btn-sm" data-testid="chat-send">
        {sendLabel}
      </button>
    </form>
  );
}

function ChatLineRow({ line, me, amHost, muted, silenced, reported, lang }: { line: ChatLine; me: number | null; amHost: boolean; muted: boolean; silenced: boolean; reported: boolean; lang: "zh" | "en" }) {
  const { pick } = useI18n();
  const other = line.seat !== null && line.seat !== me;
  return (
    <li class={`chat-line ${muted ? "is-muted" : ""}`} data-testid="chat-line" data-seat={line.seat ?? ""} data-mine={line.mine ? "true" : "false"}>
      {line.seat !== null && <span class={`log-dot el-${seatElement(line.seat)}`} aria-hidden="true" />}
      <b class="chat-name">{line.name}</b>
      <span class="chat-text" data-testid="chat-text">
        {muted ? "…" : lineText(line, lang)}
      </span>
      <span class="chat-tools">
        {line.mine ? (
          <button type="button" class="link-btn" data-testid="chat-remove" onClick={() => chatActions.unsay(line.id)}>
            {pick(tx("remove"))}
          </button>
        ) : (
          <button type="button" class="link-btn" data-testid="chat-report" disabled={reported} onClick={() => chatActions.report(line.id)}>
            {pick(tx(reported ? "reported" : "report"))}
          </button>
        )}
        {other && me !== null && (
          <button type="button" class="link-btn" data-testid="chat-mute" onClick={() => chatActions.mute(line.seat!, !muted)}>
            {pick(tx(muted ? "unmute" : "mute"))}
          </button>
        )}
        {other && amHost && (
          <button type="button" class="link-btn" data-testid="chat-host-mute" onClick={() => chatActions.hostMute(line.seat!, !silenced)}>
            {pick(tx(silenced ? "hostUnmute" : "hostMute"))}
          </button>
        )}
      </span>
    </li>
  );
}

/** Phones fold the chat (the same width at which the table page tightens, styles.css). */
function usePhone(): boolean {
  const query = "(max-width: 520px)";
  const [phone, setPhone] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const m = window.matchMedia(query);
    const on = () => setPhone(m.matches);
    m.addEventListener("change", on);
    return () => m.removeEventListener("change", on);
  }, []);
  return phone;
}
