import { fuzzSuite } from "../support/fuzzSuite";

fuzzSuite("duelist");
