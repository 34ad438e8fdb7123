import { leakSuite } from "../support/leakSuite";

leakSuite("cfe");
