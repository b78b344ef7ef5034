//! `java.lang.StrictMath` natives: the exact IEEE operations `sqrt`, `floor`,
//! `ceil` and `rint` (round half to even). The transcendental functions are
//! Java in the shim (`java/lang/FdLibm.java`, `StrictMath.cbrt`: ports of
//! fdlibm 5.3, bit-identical to HotSpot's `StrictMath`).

use super::{arg_double, Registry};
use crate::events::EventSink;

macro_rules! unary {
    ($m:ident, $($name:literal => $f:expr),* $(,)?) => {
        $( $m.insert(concat!("java/lang/StrictMath.", $name, "(D)D"), |_, _, a| {
            let f: fn(f64) -> f64 = $f;
            Ok(f(arg_double(a, 0)).to_bits())
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
    );
}
