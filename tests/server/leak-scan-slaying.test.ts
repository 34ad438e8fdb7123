import { leakSuite } from "../support/leakSuite";

leakSuite("slaying");
