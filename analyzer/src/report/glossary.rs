//! One-line descriptions of the metrics (thesis section 3.4, appendix A, and
//! the rules of metrics-reference.md), shown as tooltips in the HTML reports.

use super::model::parse_name;

/// What a metric measures, by family (`memory.objectSize` covers all its bins).
const FAMILIES: &[(&str, &str)] = &[
    (
        "base.bytes",
        "Bytes allocated (objects and arrays, in the size model)",
    ),
    ("base.classes", "Classes loaded"),
    ("base.instructions", "Bytecode instructions executed"),
    ("base.methods", "Method entries that ran bytecode"),
    ("base.objects", "Objects and arrays allocated"),
    ("size.loadedClasses", "Distinct classes loaded"),
    (
        "size.loadedMethods",
        "Methods of the loaded classes, abstract and native included",
    ),
    (
        "size.load",
        "Bytecode instructions in the code of the loaded classes",
    ),
    (
        "size.run",
        "Distinct bytecode instructions executed at least once",
    ),
    (
        "size.hot",
        "Instructions accounting for 90% of execution (percentile: of those run)",
    ),
    (
        "size.hotClasses",
        "Classes accounting for 90% of execution (percentile: of those touched)",
    ),
    (
        "size.hotMethods",
        "Methods accounting for 90% of execution (percentile: of those touched)",
    ),
    (
        "size.codeCoverage",
        "Instructions run as a percentage of instructions loaded",
    ),
    ("size.deadCode", "Loaded instructions never executed"),
    (
        "data.arrayDensity",
        "Array loads, stores, lengths and allocations per kbc",
    ),
    ("data.charArrayDensity", "caload and castore per kbc"),
    (
        "data.numArrayDensity",
        "Loads and stores of other primitive arrays per kbc",
    ),
    ("data.refArrayDensity", "aaload and aastore per kbc"),
    (
        "data.floatDensity",
        "Instructions on float or double values per kbc",
    ),
    (
        "pointer.fieldAccessDensity",
        "Field reads and writes per kbc",
    ),
    (
        "pointer.refFieldAccessDensity",
        "Reads and writes of reference fields per kbc",
    ),
    (
        "pointer.nonrefFieldAccessDensity",
        "Reads and writes of primitive fields per kbc",
    ),
    (
        "polymorphism.callSites",
        "invokevirtual and invokeinterface sites executed",
    ),
    (
        "polymorphism.calls",
        "Calls at invokevirtual and invokeinterface sites",
    ),
    (
        "polymorphism.invokeDensity",
        "invokevirtual and invokeinterface calls per kbc",
    ),
    (
        "polymorphism.receiverArity",
        "Percent of call sites seeing 1, 2, 3+ receiver classes",
    ),
    (
        "polymorphism.receiverArityCalls",
        "Percent of calls made at sites seeing 1, 2, 3+ receiver classes",
    ),
    (
        "polymorphism.receiverCacheMissRate",
        "Misses of a one-entry receiver-class cache per site, percent of calls",
    ),
    (
        "polymorphism.receiverPolyDensity",
        "Fraction of call sites with 2+ receiver classes",
    ),
    (
        "polymorphism.receiverPolyDensityCalls",
        "Fraction of calls at sites with 2+ receiver classes",
    ),
    (
        "polymorphism.targetArity",
        "Percent of call sites reaching 1, 2, 3+ target methods",
    ),
    (
        "polymorphism.targetArityCalls",
        "Percent of calls made at sites reaching 1, 2, 3+ target methods",
    ),
    (
        "polymorphism.targetCacheMissRate",
        "Misses of a one-entry target-method cache per site, percent of calls",
    ),
    (
        "polymorphism.targetPolyDensity",
        "Fraction of call sites with 2+ target methods",
    ),
    (
        "polymorphism.targetPolyDensityCalls",
        "Fraction of calls at sites with 2+ target methods",
    ),
    ("memory.byteAllocationDensity", "Bytes allocated per kbc"),
    (
        "memory.objectAllocationDensity",
        "Objects allocated per kbc",
    ),
    ("memory.averageObjectSize", "Bytes allocated per object"),
    ("memory.objectSize", "Percent of objects by size in bytes"),
    (
        "concurrency.lockDensity",
        "Lock operations (monitorenter, synchronized entries) per kbc",
    ),
    (
        "concurrency.lock",
        "Fewest lock sites accounting for 90% of lock operations, percent of sites",
    ),
    (
        "concurrency.contendedLockDensity",
        "Lock operations that found the monitor held per kbc",
    ),
    (
        "concurrency.contendedLock",
        "Fewest sites accounting for 90% of contended locks, percent of sites",
    ),
];

/// A one-line description of a metric, when it is one of the known ones.
pub fn describe(name: &str) -> Option<&'static str> {
    let family = parse_name(name).family;
    FAMILIES.iter().find(|(f, _)| *f == family).map(|(_, d)| *d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn families_cover_their_values_bins_and_percentiles() {
        assert_eq!(describe("base.bytes.value"), describe("base.bytes.other"));
        assert!(describe("memory.objectSize.bin(48-72)")
            .unwrap()
            .contains("size"));
        assert!(describe("size.hot.percentile").unwrap().contains("90%"));
        assert!(describe("concurrency.lock.percentile").is_some());
        assert_eq!(describe("made.up.value"), None);
        // Every family of appendix A is described exactly once.
        let mut fams: Vec<&str> = FAMILIES.iter().map(|(f, _)| *f).collect();
        let n = fams.len();
        fams.sort_unstable();
        fams.dedup();
        assert_eq!(fams.len(), n);
        assert_eq!(n, 43);
    }
}
