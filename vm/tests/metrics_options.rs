//! The metrics thread's pipeline options (`-XX:+PrintMetricsStats`,
//! `-XX:MetricsQueue=CAP,WAKE`, `-XX:+MetricsSchedBatch`): accepted,
//! checked, printing what they say, and changing nothing in the JSON (its
//! `command` included).

use std::process::Command;

/// Runs the embedded `sample` with `-metrics -` and `extra` options;
/// returns (success, stdout, stderr).
fn run(extra: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_rjvm"))
        .args(["-XX:+MetricsThread", "-metrics", "-"])
        .args(extra)
        .args(["-XX:RunEmbedded=sample"])
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn pipeline_options_change_nothing_but_the_pipeline() {
    let (ok, plain, err) = run(&[]);
    assert!(ok, "{err}");
    assert!(!err.contains("metrics: queue"), "{err}");
    for opts in [
        &["-XX:+PrintMetricsStats"][..],
        &["-XX:MetricsQueue=1,1"],
        &["-XX:MetricsQueue=2,1", "-XX:+MetricsSchedBatch"],
        &[
            "-XX:+PrintMetricsStats",
            "-XX:MetricsQueue=16,8",
            "-XX:-MetricsSchedBatch",
        ],
    ] {
        let (ok, json, err) = run(opts);
        assert!(ok, "{opts:?}: {err}");
        assert_eq!(json, plain, "{opts:?}");
        let stats = opts.contains(&"-XX:+PrintMetricsStats");
        assert_eq!(err.contains("metrics: queue"), stats, "{opts:?}: {err}");
        if stats {
            assert!(err.contains("metrics: metrics thread: CPU"), "{err}");
        }
    }
}

#[test]
fn metrics_queue_is_checked() {
    for bad in ["0,0", "2,3", "4", "4,x", "-1,1", "2,0"] {
        let opt = format!("-XX:MetricsQueue={bad}");
        let (ok, _, err) = run(&[&opt]);
        assert!(!ok && err.contains("MetricsQueue"), "{opt}: {err}");
    }
}
