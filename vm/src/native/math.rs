//! `java.lang.StrictMath` natives. As in JDK 17, `sin cos tan asin acos atan
//! atan2 log log10 log1p expm1 sinh cosh tanh IEEEremainder` are native: fdlibm
//! 5.3 ported to Rust in `native/fdlibm.rs`, bit-identical to HotSpot's.
//! `sqrt`, `floor`, `ceil` and `rint` (round half to even) are the exact IEEE
//! operations. `cbrt exp pow hypot` are Java in JDK 17 and in the shim
//! (`java/lang/FdLibm.java`).

use super::{arg_double, fdlibm, Registry};
use crate::events::EventSink;

macro_rules! unary {
    ($m:ident, $($name:literal => $f:expr),* $(,)?) => {
        $( $m.insert(concat!("java/lang/StrictMath.", $name, "(D)D"), |_, _, a| {
            let f: fn(f64) -> f64 = $f;
            Ok(f(arg_double(a, 0)).to_bits())
        }); )*
    };
}

/// `(DD)D` natives: a double takes two argument slots, so the second
/// argument is slot 2.
macro_rules! binary {
    ($m:ident, $($name:literal => $f:expr),* $(,)?) => {
        $( $m.insert(concat!("java/lang/StrictMath.", $name, "(DD)D"), |_, _, a| {
            let f: fn(f64, f64) -> f64 = $f;
            Ok(f(arg_double(a, 0), arg_double(a, 2)).to_bits())
        }); )*
    };
}

/// Java's `StrictMath.rint`: round half to even. A NaN comes back quiet with
/// its sign bit cleared, as from HotSpot's Java `rint` (`copySign(1.0, a) *
/// abs(a)`).
fn rint(x: f64) -> f64 {
    if x.is_nan() {
        f64::from_bits((x.to_bits() & !(1u64 << 63)) | (1u64 << 51))
    } else {
        x.round_ties_even()
    }
}

pub(crate) fn register<S: EventSink>(m: &mut Registry<S>) {
    unary!(m,
        "sqrt" => f64::sqrt, "floor" => f64::floor, "ceil" => f64::ceil,
        "rint" => rint,
        "sin" => fdlibm::sin, "cos" => fdlibm::cos, "tan" => fdlibm::tan,
        "asin" => fdlibm::asin, "acos" => fdlibm::acos, "atan" => fdlibm::atan,
        "log" => fdlibm::log, "log10" => fdlibm::log10, "log1p" => fdlibm::log1p,
        "expm1" => fdlibm::expm1,
        "sinh" => fdlibm::sinh, "cosh" => fdlibm::cosh, "tanh" => fdlibm::tanh,
    );
    binary!(m,
        "atan2" => fdlibm::atan2, "IEEEremainder" => fdlibm::remainder,
    );
}
