import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import { init_esm_shims } from './chunk-B46JO6ZJ.js';

// ../../node_modules/.pnpm/ical-generator@11.1.2_@types+node@20.19.43_luxon@3.7.2/node_modules/ical-generator/dist/index.mjs
init_esm_shims();
var e = (function (e3) {
  return (
    (e3.DAILY = `DAILY`),
    (e3.HOURLY = `HOURLY`),
    (e3.MINUTELY = `MINUTELY`),
    (e3.MONTHLY = `MONTHLY`),
    (e3.SECONDLY = `SECONDLY`),
    (e3.WEEKLY = `WEEKLY`),
    (e3.YEARLY = `YEARLY`),
    e3
  );
})({});
var t = (function (e3) {
  return ((e3.AUTOMATIC = `AUTOMATIC`), (e3.DISABLED = `DISABLED`), (e3.ENABLED = `ENABLED`), e3);
})({});
var n = (function (e3) {
  return (
    (e3.BICYCLE = `BICYCLE`),
    (e3.CAR = `CAR`),
    (e3.TRANSIT = `TRANSIT`),
    (e3.WALKING = `WALKING`),
    e3
  );
})({});
var r = (function (e3) {
  return (
    (e3.FR = `FR`),
    (e3.MO = `MO`),
    (e3.SA = `SA`),
    (e3.SU = `SU`),
    (e3.TH = `TH`),
    (e3.TU = `TU`),
    (e3.WE = `WE`),
    e3
  );
})({});
function i(e3, t2, n2) {
  if (Array.isArray(t2))
    e3.x = t2.map((e4) => {
      if (Array.isArray(e4)) return e4;
      if (typeof e4.key != `string` || typeof e4.value != `string`)
        throw Error(`Either key or value is not a string!`);
      if (e4.key.substr(0, 2) !== `X-`) throw Error('Key has to start with `X-`!');
      return [e4.key, e4.value];
    });
  else if (typeof t2 == `object`)
    e3.x = Object.entries(t2).map(([e4, t3]) => {
      if (typeof e4 != `string` || typeof t3 != `string`)
        throw Error(`Either key or value is not a string!`);
      if (e4.substr(0, 2) !== `X-`) throw Error('Key has to start with `X-`!');
      return [e4, t3];
    });
  else if (typeof t2 == `string` && typeof n2 == `string`) {
    if (t2.substr(0, 2) !== `X-`) throw Error('Key has to start with `X-`!');
    e3.x.push([t2, n2]);
  } else return e3.x.map((e4) => ({ key: e4[0], value: e4[1] }));
}
function a(e3, t2) {
  if (
    (e3 instanceof Date && isNaN(e3.getTime())) ||
    (typeof e3 == `string` && isNaN(new Date(e3).getTime()))
  )
    throw Error(`\`${t2}\` has to be a valid date!`);
  if (
    e3 instanceof Date ||
    typeof e3 == `string` ||
    (typeof e3 == `object` && e3 && (w(e3) || C(e3) || S(e3) || x(e3))) ||
    (h(e3) && e3.isValid === true) ||
    ((g(e3) || m(e3)) && e3.isValid())
  )
    return e3;
  throw Error(`\`${t2}\` has to be a valid date!`);
}
function o(e3, t2) {
  let n2 = Object.values(e3),
    r2 = String(t2).toUpperCase();
  if (!r2 || !n2.includes(r2)) throw Error(`Input must be one of the following: ${n2.join(`, `)}`);
  return r2;
}
function s(e3, t2) {
  let n2 = null;
  if (typeof t2 == `string`) {
    let e4 = t2.match(/^(.+) ?<([^>]+)>$/);
    e4
      ? (n2 = { email: e4[2].trim(), name: e4[1].trim() })
      : t2.includes(`@`) && (n2 = { email: t2.trim(), name: t2.trim() });
  } else
    typeof t2 == `object` &&
      (n2 = { email: t2.email, mailto: t2.mailto, name: t2.name, sentBy: t2.sentBy });
  if (!n2 && typeof t2 == `string`)
    throw Error(
      '`' +
        e3 +
        "` isn't formated correctly. See https://sebbo2002.github.io/ical-generator/develop/reference/interfaces/ICalOrganizer.html",
    );
  if (!n2)
    throw Error(
      '`' +
        e3 +
        '` needs to be a valid formed string or an object. See https://sebbo2002.github.io/ical-generator/develop/reference/interfaces/ICalOrganizer.html',
    );
  if (!n2.name) throw Error('`' + e3 + '.name` is empty!');
  if (!n2.email) throw Error('`' + e3 + '.email` is empty!');
  return n2;
}
function c(e3, t2) {
  return t2
    ? l(e3)
    : String(e3)
        .replace(/[\\;,]/g, (e4) => `\\` + e4)
        .replace(/(?:\r\n|\r|\n)/g, `\\n`);
}
function l(e3) {
  return String(e3)
    .replace(/\^/g, `^^`)
    .replace(/"/g, `^'`)
    .replace(/(?:\r\n|\r|\n)/g, `^n`);
}
function u(e3) {
  return e3
    .split(
      `\r
`,
    )
    .map(function (e4) {
      if (e4.length <= 74 && A(e4)) return e4;
      let t2 = ``,
        n2 = 0;
      for (let r2 = 0; r2 < e4.length; r2++) {
        let i2 = e4.charAt(r2),
          a2 = e4.charCodeAt(r2),
          o2;
        (a2 < 128
          ? (o2 = 1)
          : a2 < 2048
            ? (o2 = 2)
            : a2 >= 55296 && a2 <= 56319
              ? ((i2 += e4.charAt(++r2)), (o2 = 4))
              : (o2 = 3),
          (n2 += o2),
          n2 > 74 &&
            ((t2 += `\r
 `),
            (n2 = o2)),
          (t2 += i2));
      }
      return t2;
    }).join(`\r
`);
}
function d(e3, t2, n2, r2) {
  if ((e3?.startsWith(`/`) && (e3 = e3.substr(1)), typeof t2 == `string` || t2 instanceof Date)) {
    let i2 = T(t2) ? t2.withTimeZone(e3) : new Date(t2),
      a2 =
        i2.getUTCFullYear().toString().padStart(4, `0`) +
        String(i2.getUTCMonth() + 1).padStart(2, `0`) +
        i2.getUTCDate().toString().padStart(2, `0`);
    return (
      e3 &&
        (a2 =
          i2.getFullYear().toString().padStart(2, `0`) +
          String(i2.getMonth() + 1).padStart(2, `0`) +
          i2.getDate().toString().padStart(2, `0`)),
      n2
        ? a2
        : e3
          ? ((a2 +=
              `T` +
              i2.getHours().toString().padStart(2, `0`) +
              i2.getMinutes().toString().padStart(2, `0`) +
              i2.getSeconds().toString().padStart(2, `0`)),
            a2)
          : ((a2 +=
              `T` +
              i2.getUTCHours().toString().padStart(2, `0`) +
              i2.getUTCMinutes().toString().padStart(2, `0`) +
              i2.getUTCSeconds().toString().padStart(2, `0`) +
              (r2 ? `` : `Z`)),
            a2)
    );
  }
  if (g(t2)) {
    let i2 = e3
      ? v(t2) && !t2.tz()
        ? t2.clone().tz(e3)
        : t2
      : r2 || (n2 && v(t2) && t2.tz())
        ? t2
        : t2.utc();
    return i2.format(`YYYYMMDD`) + (n2 ? `` : `T` + i2.format(`HHmmss`) + (r2 || e3 ? `` : `Z`));
  }
  if (h(t2)) {
    let i2 = e3 ? t2.setZone(e3) : r2 || (n2 && t2.zone.type !== `system`) ? t2 : t2.setZone(`utc`);
    return (
      i2.toFormat(`yyyyLLdd`) + (n2 ? `` : `T` + i2.toFormat(`HHmmss`) + (r2 || e3 ? `` : `Z`))
    );
  }
  if (w(t2)) {
    let i2 = t2;
    return (
      e3 && (i2 = t2.withTimeZone(e3)),
      !e3 && t2.timeZoneId !== `UTC` && (i2 = t2.withTimeZone(`UTC`)),
      d(null, i2.toPlainDateTime(), n2, r2 || !!e3)
    );
  }
  if (C(t2)) {
    if (n2)
      return (
        t2.year.toString().padStart(4, `0`) +
        t2.month.toString().padStart(2, `0`) +
        t2.day.toString().padStart(2, `0`)
      );
    if (e3) {
      let i2 = t2.toZonedDateTime(e3);
      return d(e3, i2, n2, r2);
    }
    return (
      t2.year.toString().padStart(4, `0`) +
      t2.month.toString().padStart(2, `0`) +
      t2.day.toString().padStart(2, `0`) +
      `T` +
      t2.hour.toString().padStart(2, `0`) +
      t2.minute.toString().padStart(2, `0`) +
      t2.second.toString().padStart(2, `0`) +
      (r2 || e3 ? `` : `Z`)
    );
  }
  if (S(t2))
    return (
      t2.year.toString().padStart(4, `0`) +
      t2.month.toString().padStart(2, `0`) +
      t2.day.toString().padStart(2, `0`) +
      (n2 ? `` : `T000000` + (r2 || e3 ? `` : `Z`))
    );
  if (x(t2)) {
    let i2 = e3 || `UTC`,
      a2 = t2.toZonedDateTimeISO(i2);
    return d(e3, a2, n2, r2);
  }
  {
    let i2 = t2;
    if (e3) i2 = typeof t2.tz == `function` ? t2.tz(e3) : t2;
    else if (!r2) {
      if (typeof t2.utc == `function`) i2 = t2.utc();
      else throw Error(`Unable to convert dayjs object to UTC value: UTC plugin is not available!`);
    }
    return i2.format(`YYYYMMDD`) + (n2 ? `` : `T` + i2.format(`HHmmss`) + (r2 || e3 ? `` : `Z`));
  }
}
function f(e3, t2, n2, r2) {
  let i2 = ``,
    a2 = r2?.floating || false;
  return (
    r2?.timezone && ((i2 = `;TZID=` + r2.timezone), (a2 = true)),
    t2 + i2 + `:` + d(e3, n2, false, a2)
  );
}
function p(e3) {
  let t2 = e3.x.map(([e4, t3]) => e4.toUpperCase() + `:` + c(t3, false)).join(`\r
`);
  return t2.length
    ? t2 +
        `\r
`
    : ``;
}
function m(e3) {
  return typeof e3 == `object` && !!e3 && !(e3 instanceof Date) && !g(e3) && !h(e3) && !b(e3);
}
function h(e3) {
  return (
    typeof e3 == `object` && !!e3 && `toJSDate` in e3 && typeof e3.toJSDate == `function` && !b(e3)
  );
}
function g(e3) {
  return e3 != null && e3._isAMomentObject != null && !b(e3);
}
function _(e3) {
  return typeof e3 == `object` && !!e3 && `asSeconds` in e3 && typeof e3.asSeconds == `function`;
}
function v(e3) {
  return g(e3) && `tz` in e3 && typeof e3.tz == `function`;
}
function y(e3) {
  return (
    typeof e3 == `object` &&
    !!e3 &&
    `between` in e3 &&
    typeof e3.between == `function` &&
    typeof e3.toString == `function`
  );
}
function b(e3) {
  return w(e3) || C(e3) || S(e3) || x(e3);
}
function x(e3) {
  return (
    typeof e3 == `object` &&
    !!e3 &&
    !w(e3) &&
    !C(e3) &&
    !S(e3) &&
    `toZonedDateTimeISO` in e3 &&
    typeof e3.toZonedDateTimeISO == `function` &&
    !(`year` in e3) &&
    !(`timeZoneId` in e3)
  );
}
function S(e3) {
  return (
    typeof e3 == `object` &&
    !!e3 &&
    !w(e3) &&
    !C(e3) &&
    `toPlainDateTime` in e3 &&
    typeof e3.toPlainDateTime == `function` &&
    `year` in e3 &&
    typeof e3.year == `number` &&
    `month` in e3 &&
    typeof e3.month == `number` &&
    `day` in e3 &&
    typeof e3.day == `number` &&
    !(`hour` in e3) &&
    !(`timeZoneId` in e3) &&
    !(`epochSeconds` in e3)
  );
}
function C(e3) {
  return (
    typeof e3 == `object` &&
    !!e3 &&
    !w(e3) &&
    `toZonedDateTime` in e3 &&
    typeof e3.toZonedDateTime == `function` &&
    `toPlainDate` in e3 &&
    typeof e3.toPlainDate == `function` &&
    `year` in e3 &&
    typeof e3.year == `number` &&
    `month` in e3 &&
    typeof e3.month == `number` &&
    `day` in e3 &&
    typeof e3.day == `number` &&
    `hour` in e3 &&
    typeof e3.hour == `number` &&
    `minute` in e3 &&
    typeof e3.minute == `number` &&
    `second` in e3 &&
    typeof e3.second == `number` &&
    !(`timeZone` in e3)
  );
}
function w(e3) {
  return (
    typeof e3 == `object` &&
    !!e3 &&
    `timeZoneId` in e3 &&
    typeof e3.timeZoneId == `string` &&
    `toPlainDateTime` in e3 &&
    typeof e3.toPlainDateTime == `function` &&
    `year` in e3 &&
    typeof e3.year == `number` &&
    `month` in e3 &&
    typeof e3.month == `number` &&
    `day` in e3 &&
    typeof e3.day == `number` &&
    `hour` in e3 &&
    typeof e3.hour == `number` &&
    `minute` in e3 &&
    typeof e3.minute == `number` &&
    `second` in e3 &&
    typeof e3.second == `number`
  );
}
function T(e3) {
  return (
    e3 instanceof Date &&
    `internal` in e3 &&
    e3.internal instanceof Date &&
    `withTimeZone` in e3 &&
    typeof e3.withTimeZone == `function` &&
    `tzComponents` in e3 &&
    typeof e3.tzComponents == `function`
  );
}
function E(e3) {
  let t2 = l(e3);
  return /[,:;]/.test(t2) ? `"` + t2 + `"` : t2;
}
function D(e3) {
  if (typeof e3 == `string` || e3 instanceof Date) return new Date(e3);
  if (w(e3)) {
    let t2 = e3.toInstant();
    return new Date(t2.epochMilliseconds);
  }
  return C(e3)
    ? new Date(Date.UTC(e3.year, e3.month - 1, e3.day, e3.hour, e3.minute, e3.second))
    : S(e3)
      ? new Date(Date.UTC(e3.year, e3.month - 1, e3.day))
      : x(e3)
        ? new Date(e3.epochMilliseconds)
        : h(e3)
          ? e3.toJSDate()
          : e3.toDate();
}
function O(e3) {
  let t2 = ``;
  return (
    e3 < 0 && ((t2 = `-`), (e3 *= -1)),
    (t2 += `P`),
    e3 >= 86400 && ((t2 += Math.floor(e3 / 86400) + `D`), (e3 %= 86400)),
    !e3 && t2.length > 1
      ? t2
      : ((t2 += `T`),
        e3 >= 3600 && ((t2 += Math.floor(e3 / 3600) + `H`), (e3 %= 3600)),
        e3 >= 60 && ((t2 += Math.floor(e3 / 60) + `M`), (e3 %= 60)),
        e3 > 0 ? (t2 += e3 + `S`) : t2.length <= 2 && (t2 += `0S`),
        t2)
  );
}
function k(e3) {
  return e3
    ? typeof e3 == `string`
      ? e3
      : w(e3)
        ? k(e3.withTimeZone(`UTC`).toPlainDateTime())
        : (b(e3), e3.toJSON())
    : null;
}
function A(e3) {
  for (let t2 = 0; t2 < e3.length; t2++) if (e3.charCodeAt(t2) > 127) return false;
  return true;
}
var j = (function (e3) {
  return (
    (e3.CHAIR = `CHAIR`),
    (e3.NON = `NON-PARTICIPANT`),
    (e3.OPT = `OPT-PARTICIPANT`),
    (e3.REQ = `REQ-PARTICIPANT`),
    e3
  );
})({});
var M = (function (e3) {
  return ((e3.CLIENT = `CLIENT`), (e3.NONE = `NONE`), (e3.SERVER = `SERVER`), e3);
})({});
var N = (function (e3) {
  return (
    (e3.ACCEPTED = `ACCEPTED`),
    (e3.DECLINED = `DECLINED`),
    (e3.DELEGATED = `DELEGATED`),
    (e3.NEEDSACTION = `NEEDS-ACTION`),
    (e3.TENTATIVE = `TENTATIVE`),
    e3
  );
})({});
var P = (function (e3) {
  return (
    (e3.GROUP = `GROUP`),
    (e3.INDIVIDUAL = `INDIVIDUAL`),
    (e3.RESOURCE = `RESOURCE`),
    (e3.ROOM = `ROOM`),
    (e3.UNKNOWN = `UNKNOWN`),
    e3
  );
})({});
var F = class e2 {
  data;
  parent;
  constructor(e3, t2) {
    if (
      ((this.data = {
        delegatedFrom: null,
        delegatedTo: null,
        email: ``,
        mailto: null,
        name: null,
        role: `REQ-PARTICIPANT`,
        rsvp: null,
        scheduleAgent: null,
        sentBy: null,
        status: null,
        type: null,
        x: [],
      }),
      (this.parent = t2),
      !this.parent)
    )
      throw Error('`event` option required!');
    if (!e3.email) throw Error('No value for `email` in ICalAttendee given!');
    (e3.name !== void 0 && this.name(e3.name),
      e3.email !== void 0 && this.email(e3.email),
      e3.mailto !== void 0 && this.mailto(e3.mailto),
      e3.sentBy !== void 0 && this.sentBy(e3.sentBy),
      e3.status !== void 0 && this.status(e3.status),
      e3.role !== void 0 && this.role(e3.role),
      e3.rsvp !== void 0 && this.rsvp(e3.rsvp),
      e3.type !== void 0 && this.type(e3.type),
      e3.delegatedTo !== void 0 && this.delegatedTo(e3.delegatedTo),
      e3.delegatedFrom !== void 0 && this.delegatedFrom(e3.delegatedFrom),
      e3.delegatesTo && this.delegatesTo(e3.delegatesTo),
      e3.delegatesFrom && this.delegatesFrom(e3.delegatesFrom),
      e3.scheduleAgent !== void 0 && this.scheduleAgent(e3.scheduleAgent),
      e3.x !== void 0 && this.x(e3.x));
  }
  delegatedFrom(t2) {
    return t2 === void 0
      ? this.data.delegatedFrom
      : (t2
          ? typeof t2 == `string`
            ? (this.data.delegatedFrom = new e2(s(`delegatedFrom`, t2), this.parent))
            : t2 instanceof e2
              ? (this.data.delegatedFrom = t2)
              : (this.data.delegatedFrom = new e2(t2, this.parent))
          : (this.data.delegatedFrom = null),
        this);
  }
  delegatedTo(t2) {
    return t2 === void 0
      ? this.data.delegatedTo
      : t2
        ? (typeof t2 == `string`
            ? (this.data.delegatedTo = new e2(s(`delegatedTo`, t2), this.parent))
            : t2 instanceof e2
              ? (this.data.delegatedTo = t2)
              : (this.data.delegatedTo = new e2(t2, this.parent)),
          (this.data.status = `DELEGATED`),
          this)
        : ((this.data.delegatedTo = null),
          this.data.status === `DELEGATED` && (this.data.status = null),
          this);
  }
  delegatesFrom(t2) {
    let n2 = t2 instanceof e2 ? t2 : this.parent.createAttendee(t2);
    return (this.delegatedFrom(n2), n2.delegatedTo(this), n2);
  }
  delegatesTo(t2) {
    let n2 = t2 instanceof e2 ? t2 : this.parent.createAttendee(t2);
    return (this.delegatedTo(n2), n2.delegatedFrom(this), n2);
  }
  email(e3) {
    return e3 ? ((this.data.email = e3), this) : this.data.email;
  }
  mailto(e3) {
    return e3 === void 0 ? this.data.mailto : ((this.data.mailto = e3 || null), this);
  }
  name(e3) {
    return e3 === void 0 ? this.data.name : ((this.data.name = e3 || null), this);
  }
  role(e3) {
    return e3 === void 0 ? this.data.role : ((this.data.role = o(j, e3)), this);
  }
  rsvp(e3) {
    return e3 === void 0
      ? this.data.rsvp
      : e3 === null
        ? ((this.data.rsvp = null), this)
        : ((this.data.rsvp = !!e3), this);
  }
  scheduleAgent(e3) {
    return e3 === void 0
      ? this.data.scheduleAgent
      : e3
        ? typeof e3 == `string` && e3.toUpperCase().startsWith(`X-`)
          ? ((this.data.scheduleAgent = e3), this)
          : ((this.data.scheduleAgent = o(M, e3)), this)
        : ((this.data.scheduleAgent = null), this);
  }
  sentBy(e3) {
    return e3 ? ((this.data.sentBy = e3), this) : this.data.sentBy;
  }
  status(e3) {
    return e3 === void 0
      ? this.data.status
      : e3
        ? ((this.data.status = o(N, e3)), this)
        : ((this.data.status = null), this);
  }
  toJSON() {
    return Object.assign({}, this.data, {
      delegatedFrom: this.data.delegatedFrom?.email() || null,
      delegatedTo: this.data.delegatedTo?.email() || null,
      x: this.x(),
    });
  }
  toString() {
    let e3 = `ATTENDEE`;
    if (!this.data.email) throw Error('No value for `email` in ICalAttendee given!');
    return (
      (e3 += `;ROLE=` + this.data.role),
      this.data.type && (e3 += `;CUTYPE=` + this.data.type),
      this.data.status && (e3 += `;PARTSTAT=` + this.data.status),
      this.data.rsvp !== null && (e3 += `;RSVP=` + this.data.rsvp.toString().toUpperCase()),
      this.data.sentBy !== null && (e3 += `;SENT-BY="mailto:` + l(this.data.sentBy) + `"`),
      this.data.delegatedTo && (e3 += `;DELEGATED-TO="` + l(this.data.delegatedTo.email()) + `"`),
      this.data.delegatedFrom &&
        (e3 += `;DELEGATED-FROM="` + l(this.data.delegatedFrom.email()) + `"`),
      this.data.name && (e3 += `;CN="` + l(this.data.name) + `"`),
      this.data.email && this.data.mailto && (e3 += `;EMAIL=` + E(this.data.email)),
      this.data.scheduleAgent && (e3 += `;SCHEDULE-AGENT=` + this.data.scheduleAgent),
      this.data.x.length &&
        (e3 += `;` + this.data.x.map(([e4, t2]) => e4.toUpperCase() + `=` + E(t2)).join(`;`)),
      (e3 +=
        `:MAILTO:` +
        c(this.data.mailto || this.data.email, false) +
        `\r
`),
      e3
    );
  }
  type(e3) {
    return e3 === void 0
      ? this.data.type
      : e3
        ? ((this.data.type = o(P, e3)), this)
        : ((this.data.type = null), this);
  }
  x(e3, t2) {
    if (e3 === void 0) return i(this.data);
    if (typeof e3 == `string` && typeof t2 == `string`) i(this.data, e3, t2);
    else if (typeof e3 == `object`) i(this.data, e3);
    else throw Error(`Either key or value is not a string!`);
    return this;
  }
};
var I = (function (e3) {
  return ((e3.audio = `audio`), (e3.display = `display`), (e3.email = `email`), e3);
})({});
var L = { end: `END`, start: `START` };
var R = class {
  data;
  event;
  constructor(e3, t2) {
    if (
      ((this.data = {
        attach: null,
        attendees: [],
        description: null,
        interval: null,
        relatesTo: null,
        repeat: null,
        summary: null,
        trigger: -600,
        type: `display`,
        x: [],
      }),
      (this.event = t2),
      !t2)
    )
      throw Error('`event` option required!');
    (e3.type !== void 0 && this.type(e3.type),
      `trigger` in e3 && e3.trigger !== void 0 && this.trigger(e3.trigger),
      `triggerBefore` in e3 && e3.triggerBefore !== void 0 && this.triggerBefore(e3.triggerBefore),
      `triggerAfter` in e3 && e3.triggerAfter !== void 0 && this.triggerAfter(e3.triggerAfter),
      e3.repeat && this.repeat(e3.repeat),
      e3.attach !== void 0 && this.attach(e3.attach),
      e3.description !== void 0 && this.description(e3.description),
      e3.summary !== void 0 && this.summary(e3.summary),
      e3.attendees !== void 0 && this.attendees(e3.attendees),
      e3.x !== void 0 && this.x(e3.x));
  }
  attach(e3) {
    if (e3 === void 0) return this.data.attach;
    if (!e3) return ((this.data.attach = null), this);
    let t2;
    if (typeof e3 == `string`) t2 = { mime: null, uri: e3 };
    else if (typeof e3 == `object`) t2 = { mime: e3.mime || null, uri: e3.uri };
    else
      throw Error(
        '`attachment` needs to be a valid formed string or an object. See https://sebbo2002.github.io/ical-generator/develop/reference/classes/ICalAlarm.html#attach',
      );
    if (!t2.uri) throw Error('`attach.uri` is empty!');
    return ((this.data.attach = { mime: t2.mime, uri: t2.uri }), this);
  }
  attendees(e3) {
    return e3 ? (e3.forEach((e4) => this.createAttendee(e4)), this) : this.data.attendees;
  }
  createAttendee(e3) {
    if (e3 instanceof F) return (this.data.attendees.push(e3), e3);
    typeof e3 == `string` && (e3 = s(`data`, e3));
    let t2 = new F(e3, this);
    return (this.data.attendees.push(t2), t2);
  }
  description(e3) {
    return e3 === void 0
      ? this.data.description
      : e3
        ? ((this.data.description = e3), this)
        : ((this.data.description = null), this);
  }
  relatesTo(e3) {
    if (e3 === void 0) return this.data.relatesTo;
    if (!e3) return ((this.data.relatesTo = null), this);
    if (!Object.values(L).includes(e3))
      throw Error('`relatesTo` is not correct, must be either `START` or `END`!');
    return ((this.data.relatesTo = e3), this);
  }
  repeat(e3) {
    if (e3 === void 0) return this.data.repeat;
    if (!e3) return ((this.data.repeat = null), this);
    if (typeof e3 != `object`) throw Error('`repeat` is not correct, must be an object!');
    if (typeof e3.times != `number` || !isFinite(e3.times))
      throw Error('`repeat.times` is not correct, must be numeric!');
    if (typeof e3.interval != `number` || !isFinite(e3.interval))
      throw Error('`repeat.interval` is not correct, must be numeric!');
    return ((this.data.repeat = e3), this);
  }
  summary(e3) {
    return e3 === void 0
      ? this.data.summary
      : e3
        ? ((this.data.summary = e3), this)
        : ((this.data.summary = null), this);
  }
  toJSON() {
    let e3 = this.trigger();
    return Object.assign({}, this.data, {
      trigger: typeof e3 == `number` ? e3 : k(e3),
      x: this.x(),
    });
  }
  toString() {
    let e3 = `BEGIN:VALARM\r
`;
    if (
      ((e3 +=
        `ACTION:` +
        this.data.type.toUpperCase() +
        `\r
`),
      typeof this.data.trigger == `number` && this.data.relatesTo === null
        ? this.data.trigger > 0
          ? (e3 +=
              `TRIGGER;RELATED=END:` +
              O(this.data.trigger) +
              `\r
`)
          : (e3 +=
              `TRIGGER:` +
              O(this.data.trigger) +
              `\r
`)
        : typeof this.data.trigger == `number`
          ? (e3 +=
              `TRIGGER;RELATED=` +
              this.data.relatesTo?.toUpperCase() +
              `:` +
              O(this.data.trigger) +
              `\r
`)
          : (e3 +=
              `TRIGGER;VALUE=DATE-TIME:` +
              d(this.event.timezone(), this.data.trigger) +
              `\r
`),
      this.data.repeat)
    ) {
      if (!this.data.repeat.times)
        throw Error('No value for `repeat.times` in ICalAlarm given, but required for `interval`!');
      if (!this.data.repeat.interval)
        throw Error(
          'No value for `repeat.interval` in ICalAlarm given, but required for `repeat`!',
        );
      ((e3 +=
        `REPEAT:` +
        this.data.repeat.times +
        `\r
`),
        (e3 +=
          `DURATION:` +
          O(this.data.repeat.interval) +
          `\r
`));
    }
    return (
      this.data.type === `audio` && this.data.attach && this.data.attach.mime
        ? (e3 +=
            `ATTACH;FMTTYPE=` +
            E(this.data.attach.mime) +
            `:` +
            c(this.data.attach.uri, false) +
            `\r
`)
        : this.data.type === `audio` && this.data.attach
          ? (e3 +=
              `ATTACH;VALUE=URI:` +
              c(this.data.attach.uri, false) +
              `\r
`)
          : this.data.type === `audio` &&
            (e3 += `ATTACH;VALUE=URI:Basso\r
`),
      this.data.type !== `audio` && this.data.description
        ? (e3 +=
            `DESCRIPTION:` +
            c(this.data.description, false) +
            `\r
`)
        : this.data.type !== `audio` &&
          (e3 +=
            `DESCRIPTION:` +
            c(this.event.summary(), false) +
            `\r
`),
      this.data.type === `email` && this.data.summary
        ? (e3 +=
            `SUMMARY:` +
            c(this.data.summary, false) +
            `\r
`)
        : this.data.type === `email` &&
          (e3 +=
            `SUMMARY:` +
            c(this.event.summary(), false) +
            `\r
`),
      this.data.type === `email` &&
        this.data.attendees.forEach((t2) => {
          e3 += t2.toString();
        }),
      (e3 += p(this.data)),
      (e3 += `END:VALARM\r
`),
      e3
    );
  }
  trigger(e3) {
    if (e3 === void 0 && typeof this.data.trigger == `number`) return -1 * this.data.trigger;
    if (e3 === void 0) return this.data.trigger;
    if (typeof e3 == `number` && isFinite(e3)) this.data.trigger = -1 * e3;
    else if (!e3 || typeof e3 == `number`)
      throw Error('`trigger` is not correct, must be a finite number or a supported date!');
    else this.data.trigger = a(e3, `trigger`);
    return this;
  }
  triggerAfter(e3) {
    return e3 === void 0 ? this.data.trigger : this.trigger(typeof e3 == `number` ? -1 * e3 : e3);
  }
  triggerBefore(e3) {
    return e3 === void 0 ? this.trigger() : this.trigger(e3);
  }
  type(e3) {
    if (e3 === void 0) return this.data.type;
    if (!e3 || !Object.keys(I).includes(e3))
      throw Error('`type` is not correct, must be either `display` or `audio`!');
    return ((this.data.type = e3), this);
  }
  x(e3, t2) {
    if (e3 === void 0) return i(this.data);
    if (typeof e3 == `string` && typeof t2 == `string`) i(this.data, e3, t2);
    else if (typeof e3 == `object`) i(this.data, e3);
    else throw Error(`Either key or value is not a string!`);
    return this;
  }
};
var z = class {
  data;
  constructor(e3) {
    if (((this.data = { name: `` }), !e3.name))
      throw Error('No value for `name` in ICalCategory given!');
    this.name(e3.name);
  }
  name(e3) {
    return e3 === void 0 ? this.data.name : ((this.data.name = e3), this);
  }
  toJSON() {
    return Object.assign({}, this.data);
  }
  toString() {
    return c(this.data.name, false);
  }
};
var B = (function (e3) {
  return (
    (e3.BUSY = `BUSY`),
    (e3.FREE = `FREE`),
    (e3.OOF = `OOF`),
    (e3.TENTATIVE = `TENTATIVE`),
    e3
  );
})({});
var V = (function (e3) {
  return ((e3.CONFIDENTIAL = `CONFIDENTIAL`), (e3.PRIVATE = `PRIVATE`), (e3.PUBLIC = `PUBLIC`), e3);
})({});
var H = (function (e3) {
  return (
    (e3.CANCELLED = `CANCELLED`),
    (e3.CONFIRMED = `CONFIRMED`),
    (e3.TENTATIVE = `TENTATIVE`),
    e3
  );
})({});
var U = (function (e3) {
  return ((e3.OPAQUE = `OPAQUE`), (e3.TRANSPARENT = `TRANSPARENT`), e3);
})({});
var W = class {
  calendar;
  data;
  constructor(e3, t2) {
    if (
      ((this.data = {
        alarms: [],
        allDay: false,
        attachments: [],
        attendees: [],
        busystatus: null,
        categories: [],
        class: null,
        created: null,
        description: null,
        end: null,
        floating: false,
        id: crypto.randomUUID(),
        lastModified: null,
        location: null,
        organizer: null,
        priority: null,
        recurrenceId: null,
        repeating: null,
        sequence: 0,
        stamp: /* @__PURE__ */ new Date(),
        start: /* @__PURE__ */ new Date(),
        status: null,
        summary: ``,
        timezone: null,
        transparency: null,
        travelTime: null,
        url: null,
        x: [],
      }),
      (this.calendar = t2),
      !t2)
    )
      throw Error('`calendar` option required!');
    (e3.id && this.id(e3.id),
      e3.sequence !== void 0 && this.sequence(e3.sequence),
      e3.start && this.start(e3.start),
      e3.end !== void 0 && this.end(e3.end),
      e3.recurrenceId !== void 0 && this.recurrenceId(e3.recurrenceId),
      e3.timezone !== void 0 && this.timezone(e3.timezone),
      e3.stamp !== void 0 && this.stamp(e3.stamp),
      e3.allDay !== void 0 && this.allDay(e3.allDay),
      e3.floating !== void 0 && this.floating(e3.floating),
      e3.repeating !== void 0 && this.repeating(e3.repeating),
      e3.summary !== void 0 && this.summary(e3.summary),
      e3.location !== void 0 && this.location(e3.location),
      e3.description !== void 0 && this.description(e3.description),
      e3.organizer !== void 0 && this.organizer(e3.organizer),
      e3.attendees !== void 0 && this.attendees(e3.attendees),
      e3.alarms !== void 0 && this.alarms(e3.alarms),
      e3.categories !== void 0 && this.categories(e3.categories),
      e3.status !== void 0 && this.status(e3.status),
      e3.busystatus !== void 0 && this.busystatus(e3.busystatus),
      e3.priority !== void 0 && this.priority(e3.priority),
      e3.url !== void 0 && this.url(e3.url),
      e3.attachments !== void 0 && this.attachments(e3.attachments),
      e3.transparency !== void 0 && this.transparency(e3.transparency),
      e3.travelTime !== void 0 && this.travelTime(e3.travelTime),
      e3.created !== void 0 && this.created(e3.created),
      e3.lastModified !== void 0 && this.lastModified(e3.lastModified),
      e3.class !== void 0 && this.class(e3.class),
      e3.x !== void 0 && this.x(e3.x));
  }
  alarms(e3) {
    return e3 ? (e3.forEach((e4) => this.createAlarm(e4)), this) : this.data.alarms;
  }
  allDay(e3) {
    return e3 === void 0 ? this.data.allDay : ((this.data.allDay = !!e3), this);
  }
  attachments(e3) {
    return e3 ? (e3.forEach((e4) => this.createAttachment(e4)), this) : this.data.attachments;
  }
  attendees(e3) {
    return e3 ? (e3.forEach((e4) => this.createAttendee(e4)), this) : this.data.attendees;
  }
  busystatus(e3) {
    return e3 === void 0
      ? this.data.busystatus
      : e3 === null
        ? ((this.data.busystatus = null), this)
        : ((this.data.busystatus = o(B, e3)), this);
  }
  categories(e3) {
    return e3 ? (e3.forEach((e4) => this.createCategory(e4)), this) : this.data.categories;
  }
  class(e3) {
    return e3 === void 0
      ? this.data.class
      : e3 === null
        ? ((this.data.class = null), this)
        : ((this.data.class = o(V, e3)), this);
  }
  createAlarm(e3) {
    let t2 = e3 instanceof R ? e3 : new R(e3, this);
    return (this.data.alarms.push(t2), t2);
  }
  createAttachment(e3) {
    return (this.data.attachments.push(e3), this);
  }
  createAttendee(e3) {
    if (e3 instanceof F) return (this.data.attendees.push(e3), e3);
    typeof e3 == `string` && (e3 = s(`data`, e3));
    let t2 = new F(e3, this);
    return (this.data.attendees.push(t2), t2);
  }
  createCategory(e3) {
    let t2 = e3 instanceof z ? e3 : new z(e3);
    return (this.data.categories.push(t2), t2);
  }
  created(e3) {
    return e3 === void 0
      ? this.data.created
      : e3 === null
        ? ((this.data.created = null), this)
        : ((this.data.created = a(e3, `created`)), this);
  }
  description(e3) {
    return e3 === void 0
      ? this.data.description
      : e3 === null
        ? ((this.data.description = null), this)
        : (typeof e3 == `string`
            ? (this.data.description = { plain: e3 })
            : (this.data.description = e3),
          this);
  }
  end(e3) {
    return e3 === void 0
      ? (this.swapStartAndEndIfRequired(), this.data.end)
      : e3 === null
        ? ((this.data.end = null), this)
        : ((this.data.end = a(e3, `end`)), this);
  }
  floating(e3) {
    return e3 === void 0
      ? this.data.floating
      : ((this.data.floating = !!e3), this.data.floating && (this.data.timezone = null), this);
  }
  id(e3) {
    return e3 === void 0 ? this.data.id : ((this.data.id = String(e3)), this);
  }
  lastModified(e3) {
    return e3 === void 0
      ? this.data.lastModified
      : e3 === null
        ? ((this.data.lastModified = null), this)
        : ((this.data.lastModified = a(e3, `lastModified`)), this);
  }
  location(e3) {
    if (e3 === void 0) return this.data.location;
    if (typeof e3 == `string`) return ((this.data.location = { title: e3 }), this);
    if (
      e3 &&
      ((`title` in e3 && !e3.title) ||
        (e3?.geo &&
          (typeof e3.geo.lat != `number` ||
            !isFinite(e3.geo.lat) ||
            typeof e3.geo.lon != `number` ||
            !isFinite(e3.geo.lon))) ||
        (!(`title` in e3) && !e3?.geo))
    )
      throw Error(
        "`location` isn't formatted correctly. See https://sebbo2002.github.io/ical-generator/develop/reference/classes/ICalEvent.html#location",
      );
    return ((this.data.location = e3 || null), this);
  }
  organizer(e3) {
    return e3 === void 0
      ? this.data.organizer
      : e3 === null
        ? ((this.data.organizer = null), this)
        : ((this.data.organizer = s(`organizer`, e3)), this);
  }
  priority(e3) {
    if (e3 === void 0) return this.data.priority;
    if (e3 === null) return ((this.data.priority = null), this);
    if (e3 < 0 || e3 > 9)
      throw Error('`priority` is invalid, musst be 0 \u2264 priority \u2264 9.');
    return ((this.data.priority = Math.round(e3)), this);
  }
  recurrenceId(e3) {
    return e3 === void 0
      ? this.data.recurrenceId
      : e3 === null
        ? ((this.data.recurrenceId = null), this)
        : ((this.data.recurrenceId = a(e3, `recurrenceId`)), this);
  }
  repeating(t2) {
    if (t2 === void 0) return this.data.repeating;
    if (!t2) return ((this.data.repeating = null), this);
    if (y(t2) || typeof t2 == `string`) return ((this.data.repeating = t2), this);
    if (((this.data.repeating = { freq: o(e, t2.freq) }), t2.count)) {
      if (!isFinite(t2.count)) throw Error('`repeating.count` must be a finite number!');
      this.data.repeating.count = t2.count;
    }
    if (t2.interval) {
      if (!isFinite(t2.interval)) throw Error('`repeating.interval` must be a finite number!');
      this.data.repeating.interval = t2.interval;
    }
    if (
      (t2.until !== void 0 && (this.data.repeating.until = a(t2.until, `repeating.until`)),
      t2.byDay)
    ) {
      let e3 = Array.isArray(t2.byDay) ? t2.byDay : [t2.byDay];
      this.data.repeating.byDay = e3.map((e4) => o(r, e4));
    }
    if (t2.byMonth) {
      let e3 = Array.isArray(t2.byMonth) ? t2.byMonth : [t2.byMonth];
      this.data.repeating.byMonth = e3.map((e4) => {
        if (typeof e4 != `number` || e4 < 1 || e4 > 12)
          throw Error('`repeating.byMonth` contains invalid value `' + e4 + '`!');
        return e4;
      });
    }
    if (t2.byMonthDay) {
      let e3 = Array.isArray(t2.byMonthDay) ? t2.byMonthDay : [t2.byMonthDay];
      this.data.repeating.byMonthDay = e3.map((e4) => {
        if (typeof e4 != `number` || e4 < -31 || e4 > 31 || e4 === 0)
          throw Error('`repeating.byMonthDay` contains invalid value `' + e4 + '`!');
        return e4;
      });
    }
    if (t2.bySetPos) {
      if (!this.data.repeating.byDay)
        throw '`repeating.bySetPos` must be used along with `repeating.byDay`!';
      let e3 = Array.isArray(t2.bySetPos) ? t2.bySetPos : [t2.bySetPos];
      this.data.repeating.bySetPos = e3.map((e4) => {
        if (typeof e4 != `number` || e4 < -366 || e4 > 366 || e4 === 0)
          throw '`repeating.bySetPos` contains invalid value `' + e4 + '`!';
        return e4;
      });
    }
    if (t2.exclude) {
      let e3 = Array.isArray(t2.exclude) ? t2.exclude : [t2.exclude];
      this.data.repeating.exclude = e3.map((e4, t3) => a(e4, `repeating.exclude[${t3}]`));
    }
    return (t2.startOfWeek && (this.data.repeating.startOfWeek = o(r, t2.startOfWeek)), this);
  }
  sequence(e3) {
    if (e3 === void 0) return this.data.sequence;
    if (isNaN(parseInt(String(e3), 10))) throw Error('`sequence` must be a number!');
    return ((this.data.sequence = e3), this);
  }
  stamp(e3) {
    return e3 === void 0 ? this.data.stamp : ((this.data.stamp = a(e3, `stamp`)), this);
  }
  start(e3) {
    return e3 === void 0
      ? (this.swapStartAndEndIfRequired(), this.data.start)
      : ((this.data.start = a(e3, `start`)), this);
  }
  status(e3) {
    return e3 === void 0
      ? this.data.status
      : e3 === null
        ? ((this.data.status = null), this)
        : ((this.data.status = o(H, e3)), this);
  }
  summary(e3) {
    return e3 === void 0 ? this.data.summary : ((this.data.summary = e3 ? String(e3) : ``), this);
  }
  timestamp(e3) {
    return e3 === void 0 ? this.stamp() : this.stamp(e3);
  }
  timezone(e3) {
    return e3 === void 0 && this.data.timezone !== null
      ? this.data.timezone
      : e3 === void 0
        ? this.calendar.timezone()
        : ((this.data.timezone = e3 && e3 !== `UTC` ? e3.toString() : null),
          this.data.timezone && (this.data.floating = false),
          this);
  }
  toJSON() {
    let e3 = null;
    return (
      y(this.data.repeating) || typeof this.data.repeating == `string`
        ? (e3 = this.data.repeating.toString())
        : this.data.repeating &&
          (e3 = Object.assign({}, this.data.repeating, {
            exclude: this.data.repeating.exclude?.map((e4) => k(e4)),
            until: k(this.data.repeating.until) || void 0,
          })),
      this.swapStartAndEndIfRequired(),
      Object.assign({}, this.data, {
        created: k(this.data.created) || null,
        end: k(this.data.end) || null,
        lastModified: k(this.data.lastModified) || null,
        recurrenceId: k(this.data.recurrenceId) || null,
        repeating: e3,
        stamp: k(this.data.stamp) || null,
        start: k(this.data.start) || null,
        x: this.x(),
      })
    );
  }
  toString() {
    let e3 = ``;
    if (
      ((e3 += `BEGIN:VEVENT\r
`),
      (e3 +=
        `UID:` +
        this.data.id +
        `\r
`),
      (e3 +=
        `SEQUENCE:` +
        this.data.sequence +
        `\r
`),
      this.swapStartAndEndIfRequired(),
      (e3 +=
        `DTSTAMP:` +
        d(this.calendar.timezone(), this.data.stamp) +
        `\r
`),
      this.data.allDay
        ? ((e3 +=
            `DTSTART;VALUE=DATE:` +
            d(this.timezone(), this.data.start, true) +
            `\r
`),
          this.data.end &&
            (e3 +=
              `DTEND;VALUE=DATE:` +
              d(this.timezone(), this.data.end, true) +
              `\r
`),
          (e3 += `X-MICROSOFT-CDO-ALLDAYEVENT:TRUE\r
`),
          (e3 += `X-MICROSOFT-MSNCALENDAR-ALLDAYEVENT:TRUE\r
`))
        : ((e3 +=
            f(this.timezone(), `DTSTART`, this.data.start, this.data) +
            `\r
`),
          this.data.end &&
            (e3 +=
              f(this.timezone(), `DTEND`, this.data.end, this.data) +
              `\r
`)),
      y(this.data.repeating) || typeof this.data.repeating == `string`)
    ) {
      let t2 = this.data.repeating
        .toString()
        .replace(
          /\r\n/g,
          `
`,
        )
        .split(
          `
`,
        )
        .filter((e4) => e4 && !e4.startsWith(`DTSTART:`)).join(`\r
`);
      (!t2.includes(`\r
`) &&
        !t2.startsWith(`RRULE:`) &&
        (t2 = `RRULE:` + t2),
        (e3 +=
          t2.trim() +
          `\r
`));
    } else
      this.data.repeating &&
        ((e3 += `RRULE:FREQ=` + this.data.repeating.freq),
        this.data.repeating.count && (e3 += `;COUNT=` + this.data.repeating.count),
        this.data.repeating.interval && (e3 += `;INTERVAL=` + this.data.repeating.interval),
        this.data.repeating.until &&
          (e3 +=
            `;UNTIL=` +
            d(this.calendar.timezone(), this.data.repeating.until, false, this.floating())),
        this.data.repeating.byDay && (e3 += `;BYDAY=` + this.data.repeating.byDay.join(`,`)),
        this.data.repeating.byMonth && (e3 += `;BYMONTH=` + this.data.repeating.byMonth.join(`,`)),
        this.data.repeating.byMonthDay &&
          (e3 += `;BYMONTHDAY=` + this.data.repeating.byMonthDay.join(`,`)),
        this.data.repeating.bySetPos &&
          (e3 += `;BYSETPOS=` + this.data.repeating.bySetPos.join(`,`)),
        this.data.repeating.startOfWeek && (e3 += `;WKST=` + this.data.repeating.startOfWeek),
        (e3 += `\r
`),
        this.data.repeating.exclude &&
          (this.data.allDay
            ? (e3 +=
                `EXDATE;VALUE=DATE:` +
                this.data.repeating.exclude
                  .map((e4) => d(this.calendar.timezone(), e4, true))
                  .join(`,`) +
                `\r
`)
            : ((e3 += `EXDATE`),
              this.timezone()
                ? (e3 +=
                    `;TZID=` +
                    this.timezone() +
                    `:` +
                    this.data.repeating.exclude
                      .map((e4) => d(this.timezone(), e4, false, true))
                      .join(`,`) +
                    `\r
`)
                : (e3 +=
                    `:` +
                    this.data.repeating.exclude
                      .map((e4) => d(this.timezone(), e4, false, this.floating()))
                      .join(`,`) +
                    `\r
`))));
    if (
      (this.data.recurrenceId &&
        (e3 +=
          f(this.timezone(), `RECURRENCE-ID`, this.data.recurrenceId, this.data) +
          `\r
`),
      (e3 +=
        `SUMMARY:` +
        c(this.data.summary, false) +
        `\r
`),
      this.data.transparency &&
        (e3 +=
          `TRANSP:` +
          c(this.data.transparency, false) +
          `\r
`),
      this.data.location &&
        `title` in this.data.location &&
        this.data.location.title &&
        ((e3 +=
          `LOCATION:` +
          c(
            this.data.location.title +
              (this.data.location.address
                ? `
` + this.data.location.address
                : ``),
            false,
          ) +
          `\r
`),
        this.data.location.radius &&
          this.data.location.geo &&
          (e3 +=
            `X-APPLE-STRUCTURED-LOCATION;VALUE=URI;` +
            (this.data.location.address ? `X-ADDRESS=` + E(this.data.location.address) + `;` : ``) +
            `X-APPLE-RADIUS=` +
            E(this.data.location.radius) +
            `;X-TITLE=` +
            E(this.data.location.title) +
            `:geo:` +
            c(this.data.location.geo?.lat, false) +
            `,` +
            c(this.data.location.geo?.lon, false) +
            `\r
`)),
      this.data.location?.geo?.lat &&
        this.data.location.geo.lon &&
        (e3 +=
          `GEO:` +
          c(this.data.location.geo.lat, false) +
          `;` +
          c(this.data.location.geo.lon, false) +
          `\r
`),
      this.data.travelTime &&
        ((e3 +=
          `X-APPLE-TRAVEL-DURATION;VALUE=DURATION:` +
          O(this.data.travelTime.seconds) +
          `\r
`),
        this.data.location &&
          (this.data.travelTime.suggestionBehavior &&
            (e3 +=
              `X-APPLE-TRAVEL-ADVISORY-BEHAVIOR:` +
              this.data.travelTime.suggestionBehavior +
              `\r
`),
          this.data.travelTime.startFrom)))
    ) {
      e3 += `X-APPLE-TRAVEL-START;`;
      let t2 = [];
      (t2.push(`ROUTING=` + this.data.travelTime.startFrom.transportation),
        t2.push(`VALUE=URI`),
        `address` in this.data.travelTime.startFrom.location &&
          this.data.travelTime.startFrom.location.address &&
          t2.push(`X-ADDRESS=` + E(this.data.travelTime.startFrom.location.address)),
        `radius` in this.data.travelTime.startFrom.location &&
          this.data.travelTime.startFrom.location.radius &&
          t2.push(`X-APPLE-RADIUS=` + E(this.data.travelTime.startFrom.location.radius)),
        `title` in this.data.travelTime.startFrom.location &&
          this.data.travelTime.startFrom.location.title &&
          t2.push(`X-TITLE=` + E(this.data.travelTime.startFrom.location.title)),
        (e3 += t2.join(`;`)),
        `geo` in this.data.travelTime.startFrom.location &&
          this.data.travelTime.startFrom.location.geo &&
          (e3 +=
            `:geo:` +
            c(this.data.travelTime.startFrom.location.geo?.lat, false) +
            `,` +
            c(this.data.travelTime.startFrom.location.geo?.lon, false)),
        (e3 += `\r
`));
    }
    return (
      this.data.description &&
        ((e3 +=
          `DESCRIPTION:` +
          c(this.data.description.plain, false) +
          `\r
`),
        this.data.description.html &&
          (e3 +=
            `X-ALT-DESC;FMTTYPE=text/html:` +
            c(this.data.description.html, false) +
            `\r
`)),
      this.data.organizer &&
        ((e3 += `ORGANIZER;CN="` + l(this.data.organizer.name) + `"`),
        this.data.organizer.sentBy &&
          (e3 += `;SENT-BY="mailto:` + l(this.data.organizer.sentBy) + `"`),
        this.data.organizer.email &&
          this.data.organizer.mailto &&
          (e3 += `;EMAIL=` + E(this.data.organizer.email)),
        (e3 += `:`),
        this.data.organizer.email &&
          (e3 += `mailto:` + c(this.data.organizer.mailto || this.data.organizer.email, false)),
        (e3 += `\r
`)),
      this.data.attendees.forEach(function (t2) {
        e3 += t2.toString();
      }),
      this.data.alarms.forEach(function (t2) {
        e3 += t2.toString();
      }),
      this.data.categories.length > 0 &&
        (e3 +=
          `CATEGORIES:` +
          this.data.categories.map((e4) => e4.toString()).join() +
          `\r
`),
      this.data.url &&
        (e3 +=
          `URL;VALUE=URI:` +
          c(this.data.url, false) +
          `\r
`),
      this.data.attachments.length > 0 &&
        this.data.attachments.forEach((t2) => {
          e3 +=
            `ATTACH:` +
            c(t2, false) +
            `\r
`;
        }),
      this.data.status &&
        (e3 +=
          `STATUS:` +
          this.data.status.toUpperCase() +
          `\r
`),
      this.data.busystatus &&
        (e3 +=
          `X-MICROSOFT-CDO-BUSYSTATUS:` +
          this.data.busystatus.toUpperCase() +
          `\r
`),
      this.data.priority !== null &&
        (e3 +=
          `PRIORITY:` +
          this.data.priority +
          `\r
`),
      (e3 += p(this.data)),
      this.data.created &&
        (e3 +=
          `CREATED:` +
          d(this.calendar.timezone(), this.data.created) +
          `\r
`),
      this.data.lastModified &&
        (e3 +=
          `LAST-MODIFIED:` +
          d(this.calendar.timezone(), this.data.lastModified) +
          `\r
`),
      this.data.class &&
        (e3 +=
          `CLASS:` +
          this.data.class.toUpperCase() +
          `\r
`),
      (e3 += `END:VEVENT\r
`),
      e3
    );
  }
  transparency(e3) {
    return e3 === void 0
      ? this.data.transparency
      : e3
        ? ((this.data.transparency = o(U, e3)), this)
        : ((this.data.transparency = null), this);
  }
  travelTime(e3) {
    if (e3 === void 0) return this.data.travelTime;
    if (typeof e3 == `number` && e3 <= 0) throw Error('`travelTime` has to be more than 0!');
    if (e3 && typeof e3 == `object` && `seconds` in e3 && e3.seconds <= 0)
      throw Error('`travelTime.seconds` has to be more than 0!');
    return typeof e3 == `number`
      ? ((this.data.travelTime = { seconds: e3 }), this)
      : ((this.data.travelTime = e3), this);
  }
  uid(e3) {
    return e3 === void 0 ? this.id() : this.id(e3);
  }
  url(e3) {
    return e3 === void 0 ? this.data.url : ((this.data.url = e3 ? String(e3) : null), this);
  }
  x(e3, t2) {
    return e3 === void 0
      ? i(this.data)
      : (typeof e3 == `string` && typeof t2 == `string` && i(this.data, e3, t2),
        typeof e3 == `object` && i(this.data, e3),
        this);
  }
  swapStartAndEndIfRequired() {
    if (
      this.data.start &&
      this.data.end &&
      D(this.data.start).getTime() > D(this.data.end).getTime()
    ) {
      let e3 = this.data.start;
      ((this.data.start = this.data.end), (this.data.end = e3));
    }
  }
};
var G = (function (e3) {
  return (
    (e3.ADD = `ADD`),
    (e3.CANCEL = `CANCEL`),
    (e3.COUNTER = `COUNTER`),
    (e3.DECLINECOUNTER = `DECLINECOUNTER`),
    (e3.PUBLISH = `PUBLISH`),
    (e3.REFRESH = `REFRESH`),
    (e3.REPLY = `REPLY`),
    (e3.REQUEST = `REQUEST`),
    e3
  );
})({});
var K = class {
  data;
  constructor(e3 = {}) {
    ((this.data = {
      color: null,
      description: null,
      events: [],
      method: null,
      name: null,
      prodId: `//sebbo.net//ical-generator//EN`,
      scale: null,
      source: null,
      timezone: null,
      ttl: null,
      url: null,
      x: [],
    }),
      e3.prodId !== void 0 && this.prodId(e3.prodId),
      e3.method !== void 0 && this.method(e3.method),
      e3.name !== void 0 && this.name(e3.name),
      e3.description !== void 0 && this.description(e3.description),
      e3.timezone !== void 0 && this.timezone(e3.timezone),
      e3.source !== void 0 && this.source(e3.source),
      e3.url !== void 0 && this.url(e3.url),
      e3.scale !== void 0 && this.scale(e3.scale),
      e3.ttl !== void 0 && this.ttl(e3.ttl),
      e3.color !== void 0 && this.color(e3.color),
      e3.events !== void 0 && this.events(e3.events),
      e3.x !== void 0 && this.x(e3.x));
  }
  clear() {
    return ((this.data.events = []), this);
  }
  color(e3) {
    if (e3 === void 0) return this.data.color;
    if (typeof e3 == `string` && !/^#[A-F0-9]{6}$/gi.test(e3)) throw Error('`color` is malformed!');
    return ((this.data.color = e3 ? String(e3).toUpperCase() : null), this);
  }
  createEvent(e3) {
    let t2 = e3 instanceof W ? e3 : new W(e3, this);
    return (this.data.events.push(t2), t2);
  }
  description(e3) {
    return e3 === void 0
      ? this.data.description
      : ((this.data.description = e3 ? String(e3) : null), this);
  }
  events(e3) {
    return e3 ? (e3.forEach((e4) => this.createEvent(e4)), this) : this.data.events;
  }
  length() {
    return this.data.events.length;
  }
  method(e3) {
    return e3 === void 0
      ? this.data.method
      : e3
        ? ((this.data.method = o(G, e3)), this)
        : ((this.data.method = null), this);
  }
  name(e3) {
    return e3 === void 0 ? this.data.name : ((this.data.name = e3 ? String(e3) : null), this);
  }
  prodId(e3) {
    if (!e3) return this.data.prodId;
    if (typeof e3 == `string`) return ((this.data.prodId = e3), this);
    if (typeof e3 != `object`) throw Error('`prodid` needs to be a string or an object!');
    if (!e3.company) throw Error('`prodid.company` is a mandatory item!');
    if (!e3.product) throw Error('`prodid.product` is a mandatory item!');
    let t2 = (e3.language || `EN`).toUpperCase();
    return ((this.data.prodId = `//` + e3.company + `//` + e3.product + `//` + t2), this);
  }
  scale(e3) {
    return e3 === void 0
      ? this.data.scale
      : (e3 === null ? (this.data.scale = null) : (this.data.scale = e3.toUpperCase()), this);
  }
  source(e3) {
    return e3 === void 0 ? this.data.source : ((this.data.source = e3 || null), this);
  }
  timezone(e3) {
    return e3 === void 0
      ? this.data.timezone?.name || null
      : (e3 === `UTC`
          ? (this.data.timezone = null)
          : typeof e3 == `string`
            ? (this.data.timezone = { name: e3 })
            : e3 === null
              ? (this.data.timezone = null)
              : (this.data.timezone = e3),
        this);
  }
  toJSON() {
    return Object.assign({}, this.data, {
      events: this.data.events.map((e3) => e3.toJSON()),
      timezone: this.timezone(),
      x: this.x(),
    });
  }
  toString() {
    let e3 = ``;
    return (
      (e3 = `BEGIN:VCALENDAR\r
VERSION:2.0\r
`),
      (e3 +=
        `PRODID:-` +
        this.data.prodId +
        `\r
`),
      this.data.url &&
        (e3 +=
          `URL:` +
          this.data.url +
          `\r
`),
      this.data.source &&
        (e3 +=
          `SOURCE;VALUE=URI:` +
          this.data.source +
          `\r
`),
      this.data.scale &&
        (e3 +=
          `CALSCALE:` +
          this.data.scale +
          `\r
`),
      this.data.method &&
        (e3 +=
          `METHOD:` +
          this.data.method +
          `\r
`),
      this.data.name &&
        ((e3 +=
          `NAME:` +
          this.data.name +
          `\r
`),
        (e3 +=
          `X-WR-CALNAME:` +
          this.data.name +
          `\r
`)),
      this.data.description &&
        (e3 +=
          `X-WR-CALDESC:` +
          this.data.description +
          `\r
`),
      this.data.timezone?.generator &&
        [
          .../* @__PURE__ */ new Set([
            this.timezone(),
            ...this.data.events.map((e4) => e4.timezone()),
          ]),
        ]
          .filter((e4) => e4 !== null && !e4.startsWith(`/`))
          .forEach((t2) => {
            if (!this.data.timezone?.generator) return;
            let n2 = this.data.timezone.generator(t2);
            n2 &&
              (e3 +=
                n2
                  .replace(
                    /\r\n/g,
                    `
`,
                  )
                  .replace(
                    /\n/g,
                    `\r
`,
                  )
                  .trim() +
                `\r
`);
          }),
      this.data.timezone?.name &&
        ((e3 +=
          `TIMEZONE-ID:` +
          this.data.timezone.name +
          `\r
`),
        (e3 +=
          `X-WR-TIMEZONE:` +
          this.data.timezone.name +
          `\r
`)),
      this.data.ttl &&
        ((e3 +=
          `REFRESH-INTERVAL;VALUE=DURATION:` +
          O(this.data.ttl) +
          `\r
`),
        (e3 +=
          `X-PUBLISHED-TTL:` +
          O(this.data.ttl) +
          `\r
`)),
      this.data.color &&
        (e3 +=
          `X-APPLE-CALENDAR-COLOR:` +
          this.data.color +
          `\r
`),
      this.data.events.forEach((t2) => (e3 += t2.toString())),
      (e3 += p(this.data)),
      (e3 += `END:VCALENDAR`),
      u(e3)
    );
  }
  ttl(e3) {
    return e3 === void 0
      ? this.data.ttl
      : (_(e3)
          ? (this.data.ttl = e3.asSeconds())
          : e3 && e3 > 0
            ? (this.data.ttl = e3)
            : (this.data.ttl = null),
        this);
  }
  url(e3) {
    return e3 === void 0 ? this.data.url : ((this.data.url = e3 || null), this);
  }
  x(e3, t2) {
    if (e3 === void 0) return i(this.data);
    if (typeof e3 == `string` && typeof t2 == `string`) i(this.data, e3, t2);
    else if (typeof e3 == `object`) i(this.data, e3);
    else throw Error(`Either key or value is not a string!`);
    return this;
  }
};
function q(e3) {
  return new K(e3);
}
export {
  R as ICalAlarm,
  L as ICalAlarmRelatesTo,
  I as ICalAlarmType,
  F as ICalAttendee,
  j as ICalAttendeeRole,
  N as ICalAttendeeStatus,
  P as ICalAttendeeType,
  K as ICalCalendar,
  G as ICalCalendarMethod,
  z as ICalCategory,
  W as ICalEvent,
  B as ICalEventBusyStatus,
  V as ICalEventClass,
  e as ICalEventRepeatingFreq,
  H as ICalEventStatus,
  U as ICalEventTransparency,
  t as ICalEventTravelTimeSuggestion,
  n as ICalEventTravelTimeTransportation,
  r as ICalWeekday,
  q as default,
  c as escape,
  u as foldLines,
  d as formatDate,
  f as formatDateTZ,
};
//# sourceMappingURL=dist-IMKDYUOO.js.map
