import { fuzzSuite } from "../support/fuzzSuite";

fuzzSuite("cfe");
