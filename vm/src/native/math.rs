//! `java.lang.StrictMath` natives. As in JDK 17, `sin cos tan asin acos atan
//! atan2 log log10 log1p expm1 sinh cosh tanh IEEEremainder` are native: fdlibm
//! 5.3 ported to Rust in `native/fdlibm.rs`, bit-identical to HotSpot's.
//! `sqrt`, `floor`, `ceil` and `rint` (round half to even) are the exact IEEE
//! operations. `cbrt exp pow hypot` are Java in JDK 17 and in the shim
//! (`java/lang/FdLibm.java`).
//!
//! Also the natives of `java.lang.Math`'s HotSpot intrinsics (`sin cos tan exp
//! log log10 pow`), on the platform's libm: see `register`.

use super::{arg_double, fdlibm, Registry};
use crate::events::EventSink;

macro_rules! unary {
    ($m:ident, $class:literal, $($name:literal => $f:expr),* $(,)?) => {
        $( $m.insert(concat!($class, ".", $name, "(D)D"), |_, _, a| {
            let f: fn(f64) -> f64 = $f;
            Ok(f(arg_double(a, 0)).to_bits())
        }); )*
    };
}

/// `(DD)D` natives: a double takes two argument slots, so the second
/// argument is slot 2.
macro_rules! binary {
    ($m:ident, $class:literal, $($name:literal => $f:expr),* $(,)?) => {
        $( $m.insert(concat!($class, ".", $name, "(DD)D"), |_, _, a| {
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

/// Java's `Math.pow` on the platform's `pow`. C's `pow` returns 1 for
/// `pow(1, NaN)` and `pow(-1, ±inf)`; Java returns NaN for any NaN exponent
/// and for a base of magnitude 1 raised to an infinite power.
fn java_pow(x: f64, y: f64) -> f64 {
    if y.is_nan() || (x.abs() == 1.0 && y.is_infinite()) {
        f64::NAN
    } else {
        x.powf(y)
    }
}

pub(crate) fn register<S: EventSink>(m: &mut Registry<S>) {
    // `Math`'s intrinsics. HotSpot 17 on x86_64 computes `Math.sin cos tan
    // exp log log10 pow` with its own stubs (generated from Intel's libm, in
    // the interpreter too), whose last bits differ from fdlibm's
    // (`StrictMath`) for 3–22% of arguments. The platform's libm agrees with
    // those stubs far more often: on 200,000 random arguments, glibc differed
    // from HotSpot's `Math` in 0.25% (exp), 0.008% (log), 0.09% (pow), 0.2%
    // (sin, cos), 0.4% (tan) and 7% (log10) of them. Bit-exact results would
    // need HotSpot's stub algorithms; the other `Math` functions are
    // `StrictMath`'s in HotSpot too and stay on fdlibm.
    unary!(m, "java/lang/Math",
        "sin" => f64::sin, "cos" => f64::cos, "tan" => f64::tan,
        "exp" => f64::exp, "log" => f64::ln, "log10" => f64::log10,
    );
    binary!(m, "java/lang/Math", "pow" => java_pow);
    unary!(m, "java/lang/StrictMath",
        "sqrt" => f64::sqrt, "floor" => f64::floor, "ceil" => f64::ceil,
        "rint" => rint,
        "sin" => fdlibm::sin, "cos" => fdlibm::cos, "tan" => fdlibm::tan,
        "asin" => fdlibm::asin, "acos" => fdlibm::acos, "atan" => fdlibm::atan,
        "log" => fdlibm::log, "log10" => fdlibm::log10, "log1p" => fdlibm::log1p,
        "expm1" => fdlibm::expm1,
        "sinh" => fdlibm::sinh, "cosh" => fdlibm::cosh, "tanh" => fdlibm::tanh,
    );
    binary!(m, "java/lang/StrictMath",
        "atan2" => fdlibm::atan2, "IEEEremainder" => fdlibm::remainder,
    );
}
