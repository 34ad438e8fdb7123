import { fuzzSuite } from "../support/fuzzSuite";

fuzzSuite("shengke");
