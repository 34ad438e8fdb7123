import { leakSuite } from "../support/leakSuite";

leakSuite("chrono");
