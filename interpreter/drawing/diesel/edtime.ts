/*
 * $(edtime,time,picture): an AutoCAD Julian date (DATE: day number and fraction since midnight)
 * written out by picture codes — D DD DDD DDDD, M MO MON MONTH, YY YYYY, H HH, MM, SS, MSEC,
 * AM/PM am/pm A/P a/p. Codes match case-insensitively except the AM/PM family, which prints in the
 * case written; any AM/PM phrase switches H and HH to the 12-hour clock. Other characters are
 * copied. The time is read as given (the run's clock has no time zone).
 */
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const UNIX_EPOCH_JDN = 2440588;
const MS_PER_DAY = 86_400_000;

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Longest codes first, so MONTH wins over MON and MO, MSEC over MM. */
const CODES: ReadonlyArray<[string, (t: DateParts) => string]> = [
  ['MONTH', (t) => MONTHS[t.month]!],
  ['MSEC', (t) => String(t.ms).padStart(3, '0')],
  ['DDDD', (t) => DAYS[t.weekday]!],
  ['YYYY', (t) => String(t.year).padStart(4, '0')],
  ['DDD', (t) => DAYS[t.weekday]!.slice(0, 3)],
  ['MON', (t) => MONTHS[t.month]!.slice(0, 3)],
  ['DD', (t) => pad2(t.day)],
  ['HH', (t) => pad2(t.hour)],
  ['MM', (t) => pad2(t.minute)],
  ['MO', (t) => pad2(t.month + 1)],
  ['SS', (t) => pad2(t.second)],
  ['YY', (t) => pad2(t.year % 100)],
  ['D', (t) => String(t.day)],
  ['H', (t) => String(t.hour)],
  ['M', (t) => String(t.month + 1)],
];

interface DateParts {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
  second: number;
  ms: number;
  /** 0..23 before the 12-hour switch */
  hour24: number;
}

function partsOf(julian: number, twelveHour: boolean): DateParts {
  const t = new Date(Math.round((julian - UNIX_EPOCH_JDN) * MS_PER_DAY));
  const h = t.getUTCHours();
  return {
    year: t.getUTCFullYear(),
    month: t.getUTCMonth(),
    day: t.getUTCDate(),
    weekday: t.getUTCDay(),
    hour: twelveHour ? h % 12 || 12 : h,
    minute: t.getUTCMinutes(),
    second: t.getUTCSeconds(),
    ms: t.getUTCMilliseconds(),
    hour24: h,
  };
}

const AMPM = /AM\/PM|A\/P/i;

export function editTime(julian: number, picture: string): string {
  const t = partsOf(julian, AMPM.test(picture));
  let out = '';
  let i = 0;
  while (i < picture.length) {
    const rest = picture.slice(i);
    const ap = /^(AM\/PM|A\/P)/i.exec(rest);
    if (ap) {
      const lower = rest[0] === rest[0]!.toLowerCase();
      const word = t.hour24 >= 12 ? (ap[1]!.length > 3 ? 'PM' : 'P') : ap[1]!.length > 3 ? 'AM' : 'A';
      out += lower ? word.toLowerCase() : word;
      i += ap[1]!.length;
      continue;
    }
    const up = rest.slice(0, 5).toUpperCase();
    const code = CODES.find(([c]) => up.startsWith(c));
    if (code) {
      out += code[1](t);
      i += code[0].length;
    } else {
      out += picture[i];
      i++;
    }
  }
  return out;
}
