import { leakSuite } from "../support/leakSuite";

leakSuite("shengke");
