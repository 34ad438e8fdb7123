export { Ratings } from "./service";
export { ratingsRouter } from "./router";
