//! Encode-only loop over a real rjvm trace, for profilers (callgrind):
//! `vmprof TRACE.step [passes] [mixed | TYPE] [max records read]`.
//!
//! The records of the trace are decoded once (before the measured loops)
//! with the VM's own generated types (`analyzer::step`, from
//! `vm/schema/jvm.stepdl`). Then each hot record type is encoded alone,
//! `passes` times, by its own instance of `encode_all` (one symbol per type
//! in a profile: inclusive instructions / (records × passes) is the
//! encoding cost of one record of that type, loop included). STEP keeps
//! encoder state per record type, so a type's records encode as they
//! would interleaved with the others (only block boundaries differ). With
//! `mixed`, the whole stream is encoded in order through `encode_any`
//! instead (its per-type dispatch included). With a record type's name,
//! only that type is encoded (one profile per type).
use analyzer::step::{self, AnyRecord, Encode, Encoder};

/// Raw bytes per block, as the writer's default.
const BLOCK: usize = 1 << 20;

/// Encode `recs` `passes` times with a fresh encoder each pass, in 1 MiB
/// blocks (state reset at each); `encode` encodes one record. Returns the
/// bytes written.
#[inline(always)]
fn encode_passes<T>(
    recs: &[T],
    passes: usize,
    out: &mut Vec<u8>,
    encode: impl Fn(&mut Encoder, &T, &mut Vec<u8>),
) -> usize {
    let mut total = 0;
    for _ in 0..passes {
        let mut enc = Encoder::new();
        out.clear();
        for r in recs {
            encode(&mut enc, r, out);
            if out.len() >= BLOCK {
                total += out.len();
                out.clear();
                enc.reset();
            }
        }
        total += out.len();
    }
    total
}

/// One record type's records (one symbol per type in a profile).
#[inline(never)]
fn encode_all<T: Encode>(recs: &[T], passes: usize, out: &mut Vec<u8>) -> usize {
    encode_passes(recs, passes, out, |enc, r, out| {
        enc.encode(r, out).expect("encodes");
    })
}

/// The whole stream in order, through the dispatch on the record type.
#[inline(never)]
fn encode_mixed(recs: &[AnyRecord], passes: usize, out: &mut Vec<u8>) -> usize {
    encode_passes(recs, passes, out, |enc, r, out| {
        enc.encode_any(r, out).expect("encodes");
    })
}

macro_rules! by_type {
    ($recs:expr, $passes:expr, $out:expr, $only:expr, $($ty:ident),*) => {
        let only = $only;
        $(
            if only.is_none_or(|t| t == stringify!($ty)) {
            let v: Vec<step::$ty> = $recs
                .iter()
                .filter_map(|r| match r {
                    AnyRecord::$ty(x) => Some(x.clone()),
                    _ => None,
                })
                .collect();
            let bytes = encode_all(&v, $passes, $out);
            println!("{:<20} {:>10} records {:>12} bytes", stringify!($ty), v.len(), bytes);
            }
        )*
    };
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let path = args
        .first()
        .expect("usage: vmprof TRACE.step [passes] [mixed | TYPE]");
    let passes: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1);
    let file = std::fs::File::open(path).expect("trace file");
    let mut rd = step::TraceReader::new(std::io::BufReader::new(file), Default::default())
        .expect("a STEP trace");
    let mut recs = Vec::new();
    let max: usize = args
        .get(3)
        .and_then(|a| a.parse().ok())
        .unwrap_or(usize::MAX);
    while let Some(r) = rd.next_record().expect("readable trace") {
        recs.push(r);
        if recs.len() == max {
            break;
        }
    }
    let mut out = Vec::with_capacity(BLOCK + 4096);
    if args.iter().any(|a| a == "mixed") {
        let bytes = encode_mixed(&recs, passes, &mut out);
        println!("mixed {} records {} bytes", recs.len(), bytes);
        return;
    }
    by_type!(
        recs,
        passes,
        &mut out,
        args.get(2).map(String::as_str),
        BlockEnter,
        InstanceFieldRead,
        MethodEnter,
        MethodExit,
        DispatchInvoke,
        Invoke,
        InstanceFieldWrite,
        FieldRead,
        Bytecode
    );
}
