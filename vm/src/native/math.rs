//! `java.lang.StrictMath` natives, with fdlibm semantics through the
//! `libm` crate (a port of musl's libm, itself derived from fdlibm).

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

macro_rules! binary {
    ($m:ident, $($name:literal => $f:expr),* $(,)?) => {
        $( $m.insert(concat!("java/lang/StrictMath.", $name, "(DD)D"), |_, _, a| {
            let f: fn(f64, f64) -> f64 = $f;
            Ok(f(arg_double(a, 0), arg_double(a, 2)).to_bits())
        }); )*
    };
}

/// Java's `Math.rint`: round half to even.
fn rint(x: f64) -> f64 {
    libm::rint(x)
}

/// Java's `IEEEremainder`.
fn ieee_remainder(x: f64, y: f64) -> f64 {
    libm::remainder(x, y)
}

pub(crate) fn register<S: EventSink>(m: &mut Registry<S>) {
    unary!(m,
        "sin" => libm::sin, "cos" => libm::cos, "tan" => libm::tan,
        "asin" => libm::asin, "acos" => libm::acos, "atan" => libm::atan,
        "exp" => libm::exp, "log" => libm::log, "log10" => libm::log10,
        "sqrt" => f64::sqrt, "cbrt" => libm::cbrt,
        "sinh" => libm::sinh, "cosh" => libm::cosh, "tanh" => libm::tanh,
        "expm1" => libm::expm1, "log1p" => libm::log1p,
        "floor" => f64::floor, "ceil" => f64::ceil, "rint" => rint,
    );
    binary!(m,
        "atan2" => libm::atan2, "pow" => libm::pow, "hypot" => libm::hypot,
        "IEEEremainder" => ieee_remainder,
    );
}
