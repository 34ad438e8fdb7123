import { leakSuite } from "../support/leakSuite";

leakSuite("drawpass");
