import { useEffect, useState } from "preact/hooks";
import { accountStore, loadAccount, profilePath, signOut } from "../account";
import { linkHandler } from "../router";
import { useStore } from "../store";
import { followAccountPrefs } from "../accountPrefs";
import { lazyComponent } from "../lazy";
import { useAccountText } from "./accountStrings";

followAccountPrefs();

// Most visits never open it: the sign-in form comes in its own bundle.
const AccountDialog = lazyComponent(() => import("./accountPages").then((m) => m.AccountDialog));

/** The top bar's account corner: a guest sees "sign in / up"; a signed-in player its name (the profile) and sign-out. */
export function AccountMenu() {
  const a = useAccountText();
  const me = useStore(accountStore);
  const [dialog, setDialog] = useState(false);
  useEffect(() => {
    if (accountStore.get() === undefined) void loadAccount();
  }, []);
  if (me === undefined) return null;
  if (me === null) {
    return (
      <>
        <a class="topbar-link" href="/me" onClick={linkHandler("/me")} data-testid="my-games-link">
          {a("myGames")}
        </a>
        <button type="button" class="btn btn-secondary btn-sm" data-testid="account-open" onClick={() => setDialog(true)}>
          {a("signInOrUp")}
        </button>
        {dialog && <AccountDialog onClose={() => setDialog(false)} />}
      </>
    );
  }
  return (
    <>
      <a class="topbar-link" href={profilePath(me.username)} onClick={linkHandler(profilePath(me.username))} data-testid="account-name">
        {me.username}
      </a>
      <button type="button" class="btn btn-ghost btn-sm" data-testid="account-signout" onClick={() => void signOut().catch(() => undefined)}>
        {a("signOut")}
      </button>
    </>
  );
}
