import { useEffect, useState } from "preact/hooks";
import { defineStrings, useText } from "../i18n";
import type { TableConnection } from "../net";

const transferText = defineStrings({
  moveHint: ["在另一個裝置打開這個連結，5 分鐘內有效，只能用一次；這個分頁會讓出座位。", "Open this link on the other device; it works once, within 5 minutes, and this tab then gives up the seat."],
  moveCode: ["代碼 {code}", "Code {code}"],
});

/** The one-time link itself, asked for when the player opens it (its own bundle: few players ever move). */
export function TransferOffer({ conn }: { conn: TableConnection }) {
  const tt = useText(transferText);
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    conn.requestTransfer().then((m) => setCode(m.code), () => undefined);
  }, [conn]);
  if (!code) return null;
  return (
    <div class="field">
      <span class="muted">{tt("moveHint")}</span>
      <input type="text" readOnly value={`${location.origin}/table/${conn.code}?transfer=${code}`} data-testid="transfer-link" onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
      <strong data-testid="transfer-code">{tt("moveCode", { code })}</strong>
    </div>
  );
}
