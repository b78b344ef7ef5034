//! How a metric value is written: the unit a metric's name implies, and the
//! thesis's number style for it (appendix A: counts plain, densities per
//! kbc with three decimals, percentages with one decimal and `%`, plain
//! fractions and averages with five decimals, `N/A` for null).

use super::model::parse_name;
use serde_json::Value;

/// What a metric's number means, which decides how it is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unit {
    /// A count (`base.bytes.value`, `size.run.value`): written as an integer.
    Count,
    /// Events per kbc (`data.arrayDensity.value`): three decimals.
    PerKbc,
    /// Already in percent (bins, percentiles, coverage, miss rates): one decimal and `%`.
    Percent,
    /// A plain fraction (`polymorphism.receiverPolyDensity.value`): five decimals.
    Fraction,
    /// An average (`memory.averageObjectSize.value`): five decimals.
    Average,
}

/// The unit of a metric, from its name. Bins and percentiles are percent;
/// so are names mentioning coverage, rates, shares and percentages; the
/// polymorphism `…PolyDensity` metrics are fractions; other densities are
/// per kbc; averages are averages; everything else is a count.
pub fn unit_of(name: &str) -> Unit {
    let n = parse_name(name);
    if n.bin.is_some() || name.ends_with(".percentile") {
        return Unit::Percent;
    }
    // The family's last part: `receiverCacheMissRate`, `codeCoverage`, …
    let stem = n.family.rsplit('.').next().unwrap_or(n.family);
    let lower = stem.to_ascii_lowercase();
    if ["coverage", "rate", "share", "percent"]
        .iter()
        .any(|w| lower.contains(w))
    {
        Unit::Percent
    } else if lower.contains("polydensity") {
        Unit::Fraction
    } else if lower.contains("density") {
        Unit::PerKbc
    } else if lower.starts_with("average") || lower.starts_with("mean") {
        Unit::Average
    } else {
        Unit::Count
    }
}

/// The text of a value for tables: `N/A` for null, `-` for a missing value
/// (the partition lacks the metric), otherwise [`format_number`].
pub fn format_value(name: &str, v: Option<&Value>) -> String {
    match v {
        None => "-".into(),
        Some(Value::Null) => "N/A".into(),
        Some(Value::Number(n)) => {
            if let Some(i) = n.as_i64().filter(|_| unit_of(name) == Unit::Count) {
                i.to_string()
            } else if let Some(u) = n.as_u64().filter(|_| unit_of(name) == Unit::Count) {
                u.to_string()
            } else {
                format_number(unit_of(name), n.as_f64().unwrap_or(f64::NAN))
            }
        }
        Some(Value::String(s)) => s.clone(),
        Some(other) => other.to_string(),
    }
}

/// A number in a unit's style. A count that is not a whole number keeps
/// three decimals rather than lose its fraction.
pub fn format_number(unit: Unit, x: f64) -> String {
    if !x.is_finite() {
        return "N/A".into();
    }
    match unit {
        Unit::Count if x.fract() == 0.0 && x.abs() < 9.0e15 => format!("{}", x as i64),
        Unit::Count | Unit::PerKbc => format!("{x:.3}"),
        Unit::Percent => format!("{x:.1}%"),
        Unit::Fraction | Unit::Average => format!("{x:.5}"),
    }
}

/// Groups the digits of a plain integer in threes with a narrow no-break
/// space (U+202F) as the thesis's Table 5.8 does (`7 670 314`); anything
/// else (decimals, `N/A`, percentages) is returned as it is.
pub fn group_digits(s: &str) -> String {
    let digits = s.strip_prefix('-').unwrap_or(s);
    if digits.len() <= 4 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return s.to_string();
    }
    let mut out = String::with_capacity(s.len() + digits.len() / 3 * 3);
    if s.starts_with('-') {
        out.push('-');
    }
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push('\u{202F}');
        }
        out.push(c);
    }
    out
}

/// A relative change in percent with its sign, as in the thesis's
/// "% Change" column: `+12.3%`, `-4.0%`, `0.0%`; `new` when the base is
/// zero and the value is not.
pub fn format_change(base: f64, x: f64) -> String {
    if base == x {
        return "0.0%".into();
    }
    if base == 0.0 {
        return "new".into();
    }
    let pct = (x - base) / base.abs() * 100.0;
    if pct.abs() < 0.05 {
        // Different, but below the shown precision: keep the sign visible.
        return if pct > 0.0 { "+0.0%" } else { "-0.0%" }.into();
    }
    format!("{pct:+.1}%")
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn units_follow_the_thesis_metric_names() {
        let cases = [
            ("base.bytes.value", Unit::Count),
            ("size.hot.value", Unit::Count),
            ("size.hot.percentile", Unit::Percent),
            ("size.codeCoverage.value", Unit::Percent),
            ("size.deadCode.value", Unit::Count),
            ("data.arrayDensity.value", Unit::PerKbc),
            ("pointer.refFieldAccessDensity.value", Unit::PerKbc),
            ("polymorphism.invokeDensity.value", Unit::PerKbc),
            ("polymorphism.receiverArity.bin(3+)", Unit::Percent),
            ("polymorphism.targetCacheMissRate.value", Unit::Percent),
            ("polymorphism.receiverPolyDensity.value", Unit::Fraction),
            ("polymorphism.targetPolyDensityCalls.value", Unit::Fraction),
            ("memory.averageObjectSize.value", Unit::Average),
            ("memory.objectSize.bin(48-72)", Unit::Percent),
            ("concurrency.lockDensity.value", Unit::PerKbc),
            ("concurrency.contendedLock.percentile", Unit::Percent),
        ];
        for (name, unit) in cases {
            assert_eq!(unit_of(name), unit, "{name}");
        }
    }

    #[test]
    fn values_are_written_like_appendix_a() {
        let f = |n: &str, v: Value| format_value(n, Some(&v));
        assert_eq!(f("base.bytes.value", json!(940008)), "940008");
        assert_eq!(f("base.bytes.value", json!(940008.0)), "940008");
        assert_eq!(f("base.bytes.value", json!(2.5)), "2.500");
        assert_eq!(f("data.arrayDensity.value", json!(73.3114)), "73.311");
        assert_eq!(f("data.arrayDensity.value", json!(0)), "0.000");
        assert_eq!(f("concurrency.lock.percentile", json!(40.91)), "40.9%");
        assert_eq!(f("concurrency.lock.percentile", json!(100)), "100.0%");
        assert_eq!(
            f("polymorphism.receiverPolyDensity.value", json!(0.027461)),
            "0.02746"
        );
        assert_eq!(
            f("memory.averageObjectSize.value", json!(191.603751)),
            "191.60375"
        );
        assert_eq!(f("concurrency.lock.percentile", Value::Null), "N/A");
        assert_eq!(format_value("x.y.value", None), "-");
        assert_eq!(f("base.bytes.value", json!(-3)), "-3");
        assert_eq!(f("base.bytes.value", json!(u64::MAX)), u64::MAX.to_string());
    }

    #[test]
    fn digit_grouping_only_touches_long_integers() {
        assert_eq!(group_digits("7670314"), "7\u{202F}670\u{202F}314");
        assert_eq!(group_digits("-123456"), "-123\u{202F}456");
        assert_eq!(group_digits("9999"), "9999");
        assert_eq!(group_digits("12345.678"), "12345.678");
        assert_eq!(group_digits("N/A"), "N/A");
    }

    #[test]
    fn changes_are_signed_percentages() {
        assert_eq!(format_change(7670314.0, 4732160.0), "-38.3%");
        assert_eq!(format_change(3.89, 25.472), "+554.8%");
        assert_eq!(format_change(5.0, 5.0), "0.0%");
        assert_eq!(format_change(0.0, 1.0), "new");
        assert_eq!(format_change(-2.0, -1.0), "+50.0%");
        assert_eq!(format_change(100000.0, 100001.0), "+0.0%");
    }
}
