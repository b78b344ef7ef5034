//! The HTML reports rendered by a real browser: headless Chromium takes a
//! screenshot, which must show content (many pixels that are not the page
//! background, the header and the chart colours), and dumps the DOM, which
//! must hold the table text and the SVG charts.
//!
//! Chromium is the Debian package `chromium`; `.ci/run` installs it. When it
//! is missing the test tries `apt-get install -y chromium` itself and skips,
//! saying so, only if that fails.

use analyzer::report::{render_comparison_html, render_html};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const WIDTH: u32 = 1280;
const HEIGHT: u32 = 4000;

fn data(name: &str) -> Value {
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name);
    serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap()
}

fn tmp(name: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join("html_chromium");
    std::fs::create_dir_all(&d).unwrap();
    d.join(name)
}

/// The Chromium executable, installing the Debian package if needed.
fn chromium() -> Option<PathBuf> {
    let find = || {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
            .iter()
            .map(PathBuf::from)
            .find(|p| p.exists())
    };
    if let Some(p) = find() {
        return Some(p);
    }
    eprintln!("chromium is missing: trying apt-get install -y chromium");
    let apt = |args: &[&str]| {
        Command::new("apt-get")
            .args(args)
            .env("DEBIAN_FRONTEND", "noninteractive")
            .stdout(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    };
    let _ = apt(&["update", "-qq"]) && apt(&["install", "-y", "-qq", "chromium"]);
    find()
}

/// What a Chromium run printed.
struct Run {
    success: bool,
    stdout: String,
    stderr: String,
}

/// Runs Chromium headless on a file with extra arguments; gives up after
/// three minutes. Its output goes to files, which cannot fill up and block
/// it the way an unread pipe would (a dumped DOM is larger than a pipe).
fn run_chromium(exe: &Path, html: &Path, name: &str, args: &[String]) -> Run {
    let (out, err) = (
        tmp(&format!("{name}.stdout")),
        tmp(&format!("{name}.stderr")),
    );
    let mut child = Command::new(exe)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--hide-scrollbars",
            "--force-device-scale-factor=1",
            "--no-first-run",
        ])
        .arg(format!(
            "--user-data-dir={}",
            tmp(&format!("profile-{name}")).display()
        ))
        .args(args)
        .arg(format!("file://{}", html.display()))
        .stdin(Stdio::null())
        .stdout(std::fs::File::create(&out).unwrap())
        .stderr(std::fs::File::create(&err).unwrap())
        .spawn()
        .expect("chromium starts");
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if start.elapsed() > Duration::from_secs(180) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("chromium did not finish within 3 minutes");
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    let read = |p: &Path| String::from_utf8_lossy(&std::fs::read(p).unwrap()).into_owned();
    Run {
        success: status.success(),
        stdout: read(&out),
        stderr: read(&err),
    }
}

/// An RGB image.
struct Image {
    width: u32,
    height: u32,
    rgb: Vec<[u8; 3]>,
}

fn decode(png_file: &Path) -> Image {
    let mut d = png::Decoder::new(std::fs::File::open(png_file).unwrap());
    d.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut r = d.read_info().unwrap();
    let mut buf = vec![0; r.output_buffer_size()];
    let info = r.next_frame(&mut buf).unwrap();
    let channels = match info.color_type {
        png::ColorType::Rgb => 3,
        png::ColorType::Rgba => 4,
        png::ColorType::Grayscale => 1,
        png::ColorType::GrayscaleAlpha => 2,
        other => panic!("unexpected PNG colour type {other:?}"),
    };
    let rgb = buf[..info.buffer_size()]
        .chunks(channels)
        .map(|p| match channels {
            1 | 2 => [p[0]; 3],
            _ => [p[0], p[1], p[2]],
        })
        .collect();
    Image {
        width: info.width,
        height: info.height,
        rgb,
    }
}

fn hex(c: &str) -> [u8; 3] {
    let v = u32::from_str_radix(c.trim_start_matches('#'), 16).unwrap();
    [(v >> 16) as u8, (v >> 8) as u8, v as u8]
}

impl Image {
    /// Pixels within `tol` of a colour in every channel.
    fn count(&self, c: [u8; 3], tol: u8) -> usize {
        self.rgb
            .iter()
            .filter(|p| (0..3).all(|i| p[i].abs_diff(c[i]) <= tol))
            .count()
    }

    /// The most frequent colour and the share of pixels that differ from it.
    fn non_background_share(&self) -> f64 {
        let mut freq = std::collections::HashMap::new();
        for p in &self.rgb {
            *freq.entry(*p).or_insert(0usize) += 1;
        }
        let bg = freq.values().max().copied().unwrap_or(0);
        1.0 - bg as f64 / self.rgb.len() as f64
    }
}

/// Screenshot a page and check it shows content in the given colours.
fn check_screenshot(exe: &Path, html: &Path, name: &str, colours: &[(&str, &str)]) {
    let png_file = tmp(&format!("{name}.png"));
    let _ = std::fs::remove_file(&png_file);
    let o = run_chromium(
        exe,
        html,
        &format!("shot-{name}"),
        &[
            format!("--screenshot={}", png_file.display()),
            format!("--window-size={WIDTH},{HEIGHT}"),
        ],
    );
    assert!(
        png_file.exists(),
        "no screenshot; chromium said: {}",
        o.stderr
    );
    let img = decode(&png_file);
    assert_eq!((img.width, img.height), (WIDTH, HEIGHT));
    let share = img.non_background_share();
    eprintln!(
        "{name}: {:.1}% of the pixels are not background",
        share * 100.0
    );
    assert!(
        share > 0.08,
        "{name}: only {:.1}% of the pixels are not background",
        share * 100.0
    );
    let white = img.count([255, 255, 255], 0);
    assert!(
        white > img.rgb.len() / 10,
        "{name}: the white cards are missing"
    );
    for (what, c) in colours {
        let n = img.count(hex(c), 2);
        eprintln!("{name}: {what} ({c}): {n} pixels");
        assert!(n > 300, "{name}: {what} ({c}) covers only {n} pixels");
    }
}

/// The DOM as Chromium builds it.
fn dump_dom(exe: &Path, html: &Path, name: &str) -> String {
    let o = run_chromium(
        exe,
        html,
        &format!("dom-{name}"),
        &["--dump-dom".to_string()],
    );
    assert!(o.success, "{}", o.stderr);
    o.stdout
}

#[test]
fn html_reports_render_in_chromium() {
    let Some(exe) = chromium() else {
        eprintln!(
            "SKIPPED html_reports_render_in_chromium: chromium is not installed and \
             `apt-get install -y chromium` failed"
        );
        return;
    };

    let single = tmp("hello.html");
    std::fs::write(&single, render_html(&data("hello.json"))).unwrap();
    check_screenshot(
        &exe,
        &single,
        "single",
        &[
            ("the header", "#1f3b57"),
            ("the All bars and lines", "#4e79a7"),
            ("the Application bars", "#f28e2b"),
            ("the Library bars", "#59a14f"),
        ],
    );
    let dom = dump_dom(&exe, &single, "single");
    assert!(dom.contains("<h1>Dynamic metrics: HelloWorld</h1>"));
    assert!(dom.contains("<td class=\"name\">base.bytes.value</td><td>941\u{202F}048</td>"));
    assert!(dom.contains("<td class=\"name\">memory.objectSize.bin(48-72)</td><td>21.8%</td>"));
    assert_eq!(dom.matches("<svg class=\"chart bar-chart\"").count(), 6);
    assert_eq!(dom.matches("<svg class=\"chart line-chart\"").count(), 4);
    // 6 families: 3 + 3 + 3 + 3 + 9 + 6 bins, 3 partitions each.
    assert_eq!(dom.matches("<rect class=\"bar\"").count(), 27 * 3);
    assert_eq!(dom.matches("<path class=\"series\"").count(), 4);

    let cmp = tmp("compare.html");
    let runs = vec![
        ("hello".to_string(), data("hello.json")),
        ("linpack".to_string(), data("linpack.json")),
        ("perturbed".to_string(), data("hello-perturbed.json")),
    ];
    std::fs::write(&cmp, render_comparison_html(&runs)).unwrap();
    check_screenshot(
        &exe,
        &cmp,
        "compare",
        &[
            ("the first run's bars", "#4e79a7"),
            ("the second run's bars", "#f28e2b"),
            ("the third run's bars", "#e15759"),
            ("large changes", "#ffc7c2"),
        ],
    );
    let dom = dump_dom(&exe, &cmp, "compare");
    assert!(dom.contains("<th>Δ perturbed</th>"));
    assert!(dom.contains("<td class=\"chg d3\">+1433.1%</td>"));
    assert!(dom.matches("<svg class=\"chart bar-chart\"").count() >= 6);
}

#[test]
fn the_pixel_checks_reject_a_blank_page() {
    let blank = Image {
        width: 4,
        height: 4,
        rgb: vec![hex("#f6f8fa"); 16],
    };
    assert_eq!(blank.non_background_share(), 0.0);
    assert_eq!(blank.count(hex("#4e79a7"), 2), 0);
    let mut some = blank;
    some.rgb[0] = hex("#4e79a8");
    assert_eq!(some.count(hex("#4e79a7"), 2), 1);
    assert_eq!(some.non_background_share(), 1.0 / 16.0);
}
