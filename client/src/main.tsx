import { render } from "preact";
import { App } from "./components/App";
import { applyDocumentLang } from "./i18n";
import "../styles.css";

applyDocumentLang();
render(<App />, document.getElementById("app")!);
