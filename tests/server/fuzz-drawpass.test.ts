import { fuzzSuite } from "../support/fuzzSuite";

fuzzSuite("drawpass");
