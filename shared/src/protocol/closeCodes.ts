/**
 * Why the server closed a seat's connection, when a reason is the client's to show (Colyseus keeps 4000 for a
 * consented leave and 4002 for an error; docs/protocol.md lists these).
 */
/** A newer session took the seat: the same player opened it in another tab or device. */
export const OPENED_ELSEWHERE_CLOSE = 4001;
/** A transfer code moved the seat to another device: this one's seat token is void. */
export const SEAT_MOVED_CLOSE = 4003;
