//! Time zones of `java.util.TimeZone` (class `java.util.TzdbZone`): offsets,
//! daylight saving and abbreviations at an instant, read from the system's tz
//! database (TZif files under `/usr/share/zoneinfo`).
//!
//! The default zone's id is chosen as HotSpot chooses it on Linux: the
//! `user.timezone` property, else the `TZ` environment variable, else the
//! zone `/etc/localtime` links to. Java turns an unknown id into GMT, as
//! HotSpot does. Abbreviations are the tz database's, which are HotSpot's for
//! the usual zones (UTC, GMT, CET/CEST, EST/EDT, JST, AEST/AEDT, ...); where
//! the database only has a numeric one (`+0545`), rjvm prints `GMT+05:45`
//! and HotSpot its own name (`NPT`).

use super::{arg_int, arg_string, Registry};
use crate::events::EventSink;
use crate::interp::Interpreter;
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

pub(crate) fn register<S: EventSink>(m: &mut Registry<S>) {
    m.insert(
        "java/util/TzdbZone.load0(Ljava/lang/String;)I",
        |vm, _, a| {
            let id = arg_string(vm, a, 0)?;
            Ok(super::int(load(&id)))
        },
    );
    m.insert(
        "java/util/TzdbZone.defaultId0()Ljava/lang/String;",
        |vm, _, _| match default_id(vm) {
            Some(id) => Ok(u64::from(vm.rt.new_string(&id)?)),
            None => Ok(0),
        },
    );
    m.insert("java/util/TzdbZone.offset0(IJ)I", |_, _, a| {
        let (offset, _, _) = handle(a).at(a[1] as i64);
        Ok(super::int(offset.wrapping_mul(1000)))
    });
    m.insert("java/util/TzdbZone.wallOffset0(IJ)I", |_, _, a| {
        Ok(super::int(
            handle(a).wall_offset(a[1] as i64).wrapping_mul(1000),
        ))
    });
    m.insert("java/util/TzdbZone.dstSavings0(IJ)I", |_, _, a| {
        Ok(super::int(handle(a).dst_at(a[1] as i64).wrapping_mul(1000)))
    });
    m.insert("java/util/TzdbZone.rawOffset0(I)I", |_, _, a| {
        Ok(super::int(handle(a).raw_offset().wrapping_mul(1000)))
    });
    m.insert("java/util/TzdbZone.usesDst0(I)Z", |_, _, a| {
        Ok(u64::from(handle(a).footer_dst))
    });
    m.insert(
        "java/util/TzdbZone.typeName0(IZ)Ljava/lang/String;",
        |vm, _, a| match handle(a).latest_name(a[1] != 0) {
            Some(name) => Ok(u64::from(vm.rt.new_string(name)?)),
            None => Ok(0),
        },
    );
}

/// The zone behind the handle in argument 0 (handles come from `load0`).
fn handle(a: &[u64]) -> &'static Zone {
    let zones = loaded().lock().unwrap_or_else(|e| e.into_inner());
    zones.list[arg_int(a, 0) as usize]
}

/// Zones loaded so far: a handle is an index into `list`.
#[derive(Default)]
struct Loaded {
    list: Vec<&'static Zone>,
    by_id: HashMap<String, i32>,
}

fn loaded() -> &'static Mutex<Loaded> {
    static LOADED: OnceLock<Mutex<Loaded>> = OnceLock::new();
    LOADED.get_or_init(Mutex::default)
}

/// The handle of zone `id`, loading it on first use; -1 if there is no
/// such zone. Zones stay loaded for the whole run (there are few).
fn load(id: &str) -> i32 {
    let mut zones = loaded().lock().unwrap_or_else(|e| e.into_inner());
    if let Some(&h) = zones.by_id.get(id) {
        return h;
    }
    let h = match zone_file(id).and_then(|d| Zone::parse(&d)) {
        Some(zone) => {
            zones.list.push(Box::leak(Box::new(zone)));
            zones.list.len() as i32 - 1
        }
        None => -1,
    };
    zones.by_id.insert(id.to_string(), h);
    h
}

/// The configured default zone id: `user.timezone`, else `TZ` (without a
/// leading ':'), else what `/etc/localtime` links to under `zoneinfo/` (or
/// the path itself when it is not such a link); `None` when nothing is set.
fn default_id<S: EventSink>(vm: &Interpreter<S>) -> Option<String> {
    let property = vm.rt.properties.get("user.timezone").cloned();
    let env = std::env::var("TZ").ok();
    let id = property
        .or(env)
        .map(|s| s.trim_start_matches(':').to_string())
        .filter(|s| !s.is_empty());
    id.or_else(|| {
        let link = std::fs::read_link("/etc/localtime").ok()?;
        let link = link.to_string_lossy().into_owned();
        Some(match link.split_once("zoneinfo/") {
            Some((_, id)) => id.to_string(),
            None => "/etc/localtime".to_string(),
        })
    })
}

/// 1900-01-01T00:00Z in seconds. The JDK's zone data start there: earlier
/// instants get the zone's latest standard offset (EST for New York, not its
/// local mean time), and so do rjvm's.
const UTC_1900: i64 = -2_208_988_800;

/// A time zone: its transitions and local time types (RFC 8536).
#[derive(Debug)]
pub struct Zone {
    /// Transition instants, seconds since the epoch, ascending.
    transitions: Vec<i64>,
    /// For each transition, the index of the local time type it starts.
    kinds: Vec<u8>,
    /// Local time types: UTC offset in seconds, whether it is daylight
    /// saving time, and abbreviation.
    types: Vec<(i32, bool, String)>,
    /// Whether the rule for instants after the last transition (the TZif
    /// footer) has daylight saving time.
    footer_dst: bool,
}

impl Zone {
    /// Offset (seconds), daylight flag and abbreviation at `millis` since
    /// the epoch (from 1900 on, see `UTC_1900`). Before the first transition,
    /// type 0 applies (RFC 8536 §3.2).
    pub fn at(&self, millis: i64) -> (i32, bool, &str) {
        let secs = millis.div_euclid(1000);
        if secs < UTC_1900 {
            return (
                self.raw_offset(),
                false,
                self.latest_name(false).unwrap_or(""),
            );
        }
        let (offset, dst, name) = self.kind(self.transitions.partition_point(|&t| t <= secs));
        (*offset, *dst, name)
    }

    /// Offset (seconds) of local (wall-clock) time `local_millis`: that of
    /// the last transition whose instant, read in the offset it starts, is at
    /// or before it. A wall time in a gap or an overlap therefore reads in the
    /// offset before a spring-forward and after a fall-back (2:30 on a
    /// spring-forward night is 3:30 daylight time; 1:30 on a fall-back night
    /// is standard time), as the JDK's `ZoneInfo.getOffsetsByWall` does.
    pub fn wall_offset(&self, local_millis: i64) -> i32 {
        let local = local_millis.div_euclid(1000);
        if local < UTC_1900 + i64::from(self.raw_offset()) {
            return self.raw_offset();
        }
        let (mut lo, mut hi) = (0, self.transitions.len());
        while lo < hi {
            let mid = (lo + hi) / 2;
            if self.transitions[mid] + i64::from(self.kind(mid + 1).0) <= local {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        self.kind(lo).0
    }

    /// The local time type in force after the first `i` transitions.
    fn kind(&self, i: usize) -> &(i32, bool, String) {
        let kind = if i == 0 {
            0
        } else {
            usize::from(self.kinds[i - 1])
        };
        &self.types[kind.min(self.types.len() - 1)]
    }

    /// Daylight saving (seconds) at `millis`: the offset minus the standard
    /// offset in force before daylight time began (0 in standard time).
    pub fn dst_at(&self, millis: i64) -> i32 {
        let secs = millis.div_euclid(1000);
        if secs < UTC_1900 {
            return 0;
        }
        let i = self.transitions.partition_point(|&t| t <= secs);
        let (offset, dst, _) = self.kind(i);
        if !dst {
            return 0;
        }
        let standard = (0..i).rev().map(|j| self.kind(j)).find(|k| !k.1);
        standard.map_or(3600, |k| offset - k.0)
    }

    /// The latest standard offset (seconds): that of the last transition to
    /// standard time, or of type 0 when there is none.
    pub fn raw_offset(&self) -> i32 {
        let last = (0..=self.transitions.len())
            .rev()
            .map(|j| self.kind(j))
            .find(|k| !k.1);
        last.map_or(self.types[0].0, |k| k.0)
    }

    /// The abbreviation of the latest standard (`dst` false) or daylight
    /// type, if the zone has one.
    pub fn latest_name(&self, dst: bool) -> Option<&str> {
        let last = (0..=self.transitions.len())
            .rev()
            .map(|j| self.kind(j))
            .find(|k| k.1 == dst);
        last.map(|k| k.2.as_str())
    }

    /// Parses a TZif file (version 1 data, or the 64-bit data of version 2+).
    pub fn parse(data: &[u8]) -> Option<Zone> {
        let v1 = Header::read(data)?;
        if data[4] >= b'2' {
            let rest = data.get(44 + v1.data_len(4)..)?;
            let v2 = Header::read(rest)?;
            let mut zone = v2.body(&rest[44..], 8)?;
            let footer = rest.get(44 + v2.data_len(8)..).unwrap_or_default();
            // A POSIX TZ string with rules ("EST5EDT,M3.2.0,M11.1.0") has DST.
            zone.footer_dst = footer.contains(&b',');
            Some(zone)
        } else {
            v1.body(&data[44..], 4)
        }
    }
}

/// The counts of a TZif header.
struct Header {
    isutcnt: usize,
    isstdcnt: usize,
    leapcnt: usize,
    timecnt: usize,
    typecnt: usize,
    charcnt: usize,
}

impl Header {
    fn read(data: &[u8]) -> Option<Header> {
        if data.len() < 44 || &data[..4] != b"TZif" {
            return None;
        }
        let count = |i: usize| {
            let b = &data[20 + 4 * i..24 + 4 * i];
            u32::from_be_bytes([b[0], b[1], b[2], b[3]]) as usize
        };
        Some(Header {
            isutcnt: count(0),
            isstdcnt: count(1),
            leapcnt: count(2),
            timecnt: count(3),
            typecnt: count(4),
            charcnt: count(5),
        })
    }

    /// Bytes of the data block that follows the header, with `time`-byte
    /// timestamps.
    fn data_len(&self, time: usize) -> usize {
        self.timecnt * (time + 1)
            + self.typecnt * 6
            + self.charcnt
            + self.leapcnt * (time + 4)
            + self.isstdcnt
            + self.isutcnt
    }

    /// Decodes the data block.
    fn body(&self, d: &[u8], time: usize) -> Option<Zone> {
        if d.len() < self.data_len(time) || self.typecnt == 0 {
            return None;
        }
        let transitions = (0..self.timecnt)
            .map(|i| {
                let b = &d[i * time..(i + 1) * time];
                if time == 8 {
                    i64::from_be_bytes(b.try_into().unwrap())
                } else {
                    i64::from(i32::from_be_bytes(b.try_into().unwrap()))
                }
            })
            .collect();
        let kinds = d[self.timecnt * time..self.timecnt * (time + 1)].to_vec();
        let types_at = self.timecnt * (time + 1);
        let chars = &d[types_at + self.typecnt * 6..types_at + self.typecnt * 6 + self.charcnt];
        let types = (0..self.typecnt)
            .map(|i| {
                let t = &d[types_at + i * 6..types_at + i * 6 + 6];
                let offset = i32::from_be_bytes([t[0], t[1], t[2], t[3]]);
                let start = usize::from(t[5]).min(chars.len());
                let end = chars[start..]
                    .iter()
                    .position(|&c| c == 0)
                    .map_or(chars.len(), |e| start + e);
                let abbr = String::from_utf8_lossy(&chars[start..end]).into_owned();
                (offset, t[4] != 0, java_abbreviation(&abbr, offset))
            })
            .collect();
        Some(Zone {
            transitions,
            kinds,
            types,
            footer_dst: false,
        })
    }
}

/// The tz database's abbreviation, or `GMT+hh:mm` where it is numeric.
fn java_abbreviation(abbr: &str, offset: i32) -> String {
    if abbr.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return abbr.to_string();
    }
    let sign = if offset < 0 { '-' } else { '+' };
    let minutes = offset.unsigned_abs() / 60;
    format!("GMT{sign}{:02}:{:02}", minutes / 60, minutes % 60)
}

/// The TZif bytes of zone `id` (a name under `/usr/share/zoneinfo`, or an
/// absolute path).
fn zone_file(id: &str) -> Option<Vec<u8>> {
    let path = if id.starts_with('/') {
        id.to_string()
    } else if id.split('/').any(|p| p == ".." || p.is_empty() || p == ".") {
        return None;
    } else {
        format!("/usr/share/zoneinfo/{id}")
    };
    std::fs::read(path).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numeric_abbreviations_read_as_gmt_offsets() {
        assert_eq!(java_abbreviation("+0545", 20700), "GMT+05:45");
        assert_eq!(java_abbreviation("-03", -10800), "GMT-03:00");
        assert_eq!(java_abbreviation("CEST", 7200), "CEST");
    }

    #[test]
    fn utc_file_parses_when_present() {
        if let Some(d) = zone_file("UTC") {
            let z = Zone::parse(&d).expect("TZif");
            assert_eq!(z.at(0), (0, false, "UTC"));
            assert!(!z.footer_dst);
        }
        assert!(Zone::parse(b"not a zone").is_none());
    }

    #[test]
    fn new_york_has_daylight_time_when_present() {
        if let Some(d) = zone_file("America/New_York") {
            let z = Zone::parse(&d).expect("TZif");
            // 2024-07-01T00:00Z is EDT; 2024-01-01T00:00Z is EST.
            assert_eq!(z.at(1_719_792_000_000), (-14400, true, "EDT"));
            assert_eq!(z.dst_at(1_719_792_000_000), 3600);
            assert_eq!(z.at(1_704_067_200_000), (-18000, false, "EST"));
            assert_eq!(z.raw_offset(), -18000);
            // 2024-03-10 02:30 does not exist: it reads as EST (07:30Z = 03:30 EDT).
            assert_eq!(z.wall_offset(1_710_037_800_000), -18000);
            // 2024-11-03 01:30 happens twice: standard time.
            assert_eq!(z.wall_offset(1_730_597_400_000), -18000);
            assert_eq!(z.wall_offset(1_719_792_000_000), -14400);
            assert_eq!(z.latest_name(true), Some("EDT"));
            assert!(z.footer_dst);
        }
    }
}
