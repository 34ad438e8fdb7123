import { isAutoPass } from "../../shared/src/protocol/autoPass";
import { accountStore, storePrefs } from "./account";
import { langStore, setLang } from "./i18n";
import { autoPassStore, saveAutoPass } from "./net";
import { saveSound, soundStore } from "./sound";

/**
 * Preferences follow the account: on signing in its saved language, auto-pass choice and turn sound apply here, and a change
 * made on any device while signed in is saved with the account. A new account (nothing saved) takes this browser's.
 */
let applying = false;

function applyAccountPrefs() {
  const me = accountStore.get();
  if (!me) return;
  applying = true;
  if (me.prefs.lang && me.prefs.lang !== langStore.get()) setLang(me.prefs.lang);
  if (isAutoPass(me.prefs.autoPass) && me.prefs.autoPass !== autoPassStore.get()) saveAutoPass(me.prefs.autoPass);
  if (typeof me.prefs.sound === "boolean" && me.prefs.sound !== soundStore.get()) saveSound(me.prefs.sound);
  applying = false;
  saveLocalPrefs();
}

function saveLocalPrefs() {
  const me = accountStore.get();
  if (!me || applying) return;
  if (me.prefs.lang === langStore.get() && me.prefs.autoPass === autoPassStore.get() && me.prefs.sound === soundStore.get()) return;
  storePrefs({ ...me.prefs, lang: langStore.get(), autoPass: autoPassStore.get(), sound: soundStore.get() }).catch(() => undefined);
}

export function followAccountPrefs() {
  accountStore.subscribe(applyAccountPrefs);
  langStore.subscribe(saveLocalPrefs);
  autoPassStore.subscribe(saveLocalPrefs);
  soundStore.subscribe(saveLocalPrefs);
}
