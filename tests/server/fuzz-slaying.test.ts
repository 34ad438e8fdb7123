import { fuzzSuite } from "../support/fuzzSuite";

fuzzSuite("slaying");
