//! `System.in` reads the process's standard input: line reading through
//! `BufferedReader(InputStreamReader(System.in))` (UTF-8), byte reading, a
//! `DataInputStream` over `System.in`, and end of input on a closed or empty
//! stdin. The java-tests harness runs programs with stdin closed, so these
//! checks live here.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::OnceLock;

const LINES: &str = r#"
import java.io.BufferedReader;
import java.io.InputStreamReader;

public class StdinLines {
    public static void main(String[] args) throws Exception {
        BufferedReader r = new BufferedReader(new InputStreamReader(System.in));
        String line;
        int n = 0;
        int chars = 0;
        while ((line = r.readLine()) != null) {
            n++;
            chars += line.length();
            System.out.println(n + ": [" + line + "] " + line.length());
        }
        System.out.println("lines " + n + " chars " + chars + " then " + r.readLine());
    }
}
"#;

const BYTES: &str = r#"
import java.io.DataInputStream;

public class StdinBytes {
    public static void main(String[] args) throws Exception {
        if (args.length > 0) {
            DataInputStream in = new DataInputStream(System.in);
            System.out.println("int " + in.readInt() + " utf " + in.readUTF());
            try {
                in.readByte();
            } catch (java.io.EOFException e) {
                System.out.println("EOF");
            }
            return;
        }
        long sum = 0;
        int count = 0;
        int b;
        while ((b = System.in.read()) != -1) {
            sum += b;
            count++;
        }
        byte[] buf = new byte[4];
        System.out.println("count " + count + " sum " + sum + " then " + System.in.read()
                + " " + System.in.read(buf, 0, 4));
    }
}
"#;

fn classes() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("stdin");
        std::fs::create_dir_all(&dir).unwrap();
        let mut sources = Vec::new();
        for (name, text) in [("StdinLines", LINES), ("StdinBytes", BYTES)] {
            let path = dir.join(format!("{name}.java"));
            std::fs::write(&path, text).unwrap();
            sources.push(path);
        }
        let st = Command::new("javac")
            .args(["--release", "8", "-d"])
            .arg(&dir)
            .args(&sources)
            .status()
            .expect("javac is needed for this test");
        assert!(st.success());
        dir
    })
}

/// Runs rjvm with `input` piped to its stdin (`None`: stdin closed).
fn run(args: &[&str], input: Option<&[u8]>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_rjvm"))
        .arg("-cp")
        .arg(classes())
        .args(args)
        .stdin(if input.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    if let Some(bytes) = input {
        let mut stdin = child.stdin.take().unwrap();
        let bytes = bytes.to_vec();
        // Write from another thread so a large input cannot deadlock against stdout.
        std::thread::spawn(move || {
            let _ = stdin.write_all(&bytes);
        });
    }
    child.wait_with_output().unwrap()
}

fn stdout_of(out: &Output) -> String {
    assert!(
        out.status.success(),
        "rjvm failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout.clone()).unwrap()
}

#[test]
fn buffered_reader_reads_piped_lines() {
    let out = run(&["StdinLines"], Some(b"a\nb\n"));
    assert_eq!(
        stdout_of(&out),
        "1: [a] 1\n2: [b] 1\nlines 2 chars 2 then null\n"
    );
}

#[test]
fn line_terminators_and_utf8() {
    let out = run(
        &["StdinLines"],
        Some("caf\u{e9}\r\n\r\nx\ry\n\u{20ac}\u{1f600}".as_bytes()),
    );
    assert_eq!(
        stdout_of(&out),
        "1: [caf\u{e9}] 4\n2: [] 0\n3: [x] 1\n4: [y] 1\n5: [\u{20ac}\u{1f600}] 3\n\
         lines 5 chars 9 then null\n"
    );
}

#[test]
fn empty_and_closed_stdin_are_end_of_input() {
    for input in [Some(&b""[..]), None] {
        let out = run(&["StdinLines"], input);
        assert_eq!(stdout_of(&out), "lines 0 chars 0 then null\n");
    }
}

#[test]
fn large_input_is_read_completely() {
    let mut input = String::new();
    for i in 0..20000 {
        input.push_str(&format!("line number {i}\n"));
    }
    let out = run(&["StdinLines"], Some(input.as_bytes()));
    let text = stdout_of(&out);
    assert!(text.contains("20000: [line number 19999] 17\n"), "{text}");
    assert!(text.ends_with("lines 20000 chars 328890 then null\n"));
}

#[test]
fn system_in_read_returns_bytes_then_minus_one() {
    let input: Vec<u8> = (0..=255u8).cycle().take(10000).collect();
    let sum: u64 = input.iter().map(|&b| u64::from(b)).sum();
    let out = run(&["StdinBytes"], Some(&input));
    assert_eq!(
        stdout_of(&out),
        format!("count 10000 sum {sum} then -1 -1\n")
    );
}

#[test]
fn data_input_stream_over_system_in() {
    let mut input = vec![0, 0, 1, 2, 0, 3];
    input.extend_from_slice(b"xyz");
    let out = run(&["StdinBytes", "data"], Some(&input));
    assert_eq!(stdout_of(&out), "int 258 utf xyz\nEOF\n");
}
