//! The default time zone of `java.util.Date`: offset and abbreviation at an
//! instant, read from the system's tz database (TZif files).
//!
//! The zone is chosen as HotSpot chooses it on Linux: the `user.timezone`
//! property, else the `TZ` environment variable, else `/etc/localtime`. An
//! unknown zone is GMT, as in HotSpot. Abbreviations are the tz database's,
//! which are HotSpot's for the usual zones (UTC, GMT, CET/CEST, EST/EDT,
//! JST, AEST/AEDT, ...); where the database only has a numeric one
//! (`+0545`), rjvm prints `GMT+05:45` and HotSpot its own name (`NPT`).

use super::Registry;
use crate::events::EventSink;
use crate::interp::Interpreter;
use std::sync::OnceLock;

pub(crate) fn register<S: EventSink>(m: &mut Registry<S>) {
    m.insert("java/util/Date.zoneOffset0(J)I", |vm, _, a| {
        let (offset, _) = zone(vm).at(a[0] as i64);
        Ok(super::int(offset.wrapping_mul(1000)))
    });
    m.insert(
        "java/util/Date.zoneName0(J)Ljava/lang/String;",
        |vm, _, a| {
            let (_, name) = zone(vm).at(a[0] as i64);
            let name = name.to_string();
            Ok(u64::from(vm.rt.new_string(&name)?))
        },
    );
}

/// A time zone: its transitions and local time types (RFC 8536).
#[derive(Debug)]
pub struct Zone {
    /// Transition instants, seconds since the epoch, ascending.
    transitions: Vec<i64>,
    /// For each transition, the index of the local time type it starts.
    kinds: Vec<u8>,
    /// Local time types: UTC offset in seconds and abbreviation.
    types: Vec<(i32, String)>,
}

impl Zone {
    /// GMT: HotSpot's zone when the configured one is unknown.
    fn gmt() -> Zone {
        Zone {
            transitions: Vec::new(),
            kinds: Vec::new(),
            types: vec![(0, "GMT".into())],
        }
    }

    /// Offset (seconds) and abbreviation at `millis` since the epoch. Before
    /// the first transition, type 0 applies (RFC 8536 §3.2).
    pub fn at(&self, millis: i64) -> (i32, &str) {
        let secs = millis.div_euclid(1000);
        let i = self.transitions.partition_point(|&t| t <= secs);
        let kind = if i == 0 {
            0
        } else {
            usize::from(self.kinds[i - 1])
        };
        let (offset, name) = &self.types[kind.min(self.types.len() - 1)];
        (*offset, name)
    }

    /// Parses a TZif file (version 1 data, or the 64-bit data of version 2+).
    pub fn parse(data: &[u8]) -> Option<Zone> {
        let v1 = Header::read(data)?;
        if data[4] >= b'2' {
            let rest = data.get(44 + v1.data_len(4)..)?;
            Header::read(rest)?.body(&rest[44..], 8)
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
                (offset, java_abbreviation(&abbr, offset))
            })
            .collect();
        Some(Zone {
            transitions,
            kinds,
            types,
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
/// absolute path), or of `/etc/localtime` when there is no id.
fn zone_file(id: Option<&str>) -> Option<Vec<u8>> {
    let path = match id {
        None => "/etc/localtime".to_string(),
        Some(id) if id.starts_with('/') => id.to_string(),
        Some(id) if id.split('/').any(|p| p == ".." || p.is_empty()) => return None,
        Some(id) => format!("/usr/share/zoneinfo/{id}"),
    };
    std::fs::read(path).ok()
}

/// The default zone, resolved once per process.
fn zone<S: EventSink>(vm: &Interpreter<S>) -> &'static Zone {
    static ZONE: OnceLock<Zone> = OnceLock::new();
    ZONE.get_or_init(|| {
        let property = vm.rt.properties.get("user.timezone").cloned();
        let env = std::env::var("TZ").ok();
        let id = property
            .or(env)
            .map(|s| s.trim_start_matches(':').to_string())
            .filter(|s| !s.is_empty());
        zone_file(id.as_deref())
            .and_then(|d| Zone::parse(&d))
            .unwrap_or_else(Zone::gmt)
    })
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
        if let Some(d) = zone_file(Some("UTC")) {
            let z = Zone::parse(&d).expect("TZif");
            assert_eq!(z.at(0), (0, "UTC"));
        }
        assert!(Zone::parse(b"not a zone").is_none());
    }
}
