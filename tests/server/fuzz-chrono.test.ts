import { fuzzSuite } from "../support/fuzzSuite";

fuzzSuite("chrono");
