import { leakSuite } from "../support/leakSuite";

leakSuite("duelist");
