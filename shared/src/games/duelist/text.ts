import { seatToken, type LocalText } from "../../core/text";
import { cardName, KEYWORD_INFO } from "./content";
import type { Keyword, Unit } from "./types";

/** Building blocks of event texts. Seats are written as tokens ({p0}); card names in each language. */
export const seatName = seatToken;
export const nameZh = (def: string): string => cardName(def).zh;
export const nameEn = (def: string): string => cardName(def).en;
export const kwZh = (k: Keyword): string => KEYWORD_INFO[k].zh;
export const kwEn = (k: Keyword): string => KEYWORD_INFO[k].en;
export const statsOf = (u: Unit): string => `${u.zui}/${u.an}/${u.tong}`;
/** "{p0} 的 趙活" / "{p0}'s Zhao Huo". */
export const unitLabel = (seat: number, def: string): LocalText => ({ zh: `${seatName(seat)} 的 ${nameZh(def)}`, en: `${seatName(seat)}'s ${nameEn(def)}` });
export const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
