// The account pages in one bundle, loaded when first needed: one file to fetch, and the modules they share with the
// lobby stay in the lobby's files instead of being split into more small ones.
export { AccountDialog } from "./AccountDialog";
export { MyGamesPage, ProfilePage } from "./ProfilePage";
export { NamePrompt } from "./NamePrompt";
export { TransferOffer } from "./TransferOffer";
