import { useState } from "preact/hooks";
import { lazyComponent } from "../lazy";
import type { TableConnection } from "../net";
import { useAccountText } from "./accountStrings";

const TransferOffer = lazyComponent(() => import("./accountPages").then((m) => m.TransferOffer));

/** In the seat menu: a one-time link that takes this seat to another device (a guest has no account to sign in with there). */
export function TransferSeat({ conn }: { conn: TableConnection }) {
  const a = useAccountText();
  const [open, setOpen] = useState(false);
  return (
    <div class="seat-transfer" data-testid="seat-transfer">
      <button type="button" class="btn btn-ghost btn-sm" data-testid="transfer-open" onClick={() => setOpen(true)}>
        {a("moveDevice")}
      </button>
      {open && <TransferOffer conn={conn} />}
    </div>
  );
}
