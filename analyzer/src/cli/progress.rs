//! Progress of long offline reads: a bar on standard error that advances
//! with the bytes read from a file, drawn only when standard error is a
//! terminal (so pipes, CI logs and tests see nothing). Any command that
//! reads a trace offline (`callgraph`, `metrics`) opens it with
//! [`open_with_progress`].

use indicatif::{ProgressBar, ProgressBarIter, ProgressDrawTarget, ProgressStyle};
use std::fs::File;
use std::io::{BufReader, IsTerminal, Read};
use std::path::Path;

/// A byte-counting progress bar; cleared when dropped.
pub struct ReadProgress {
    bar: ProgressBar,
}

impl ReadProgress {
    /// A bar for reading `total` bytes, labelled `message`; drawn on
    /// standard error only when it is a terminal.
    pub fn new(message: &str, total: u64) -> ReadProgress {
        let visible = std::io::stderr().is_terminal();
        Self::with_target(message, total, visible)
    }

    /// A bar that is drawn (`visible`) or not, whatever standard error is.
    pub fn with_target(message: &str, total: u64, visible: bool) -> ReadProgress {
        let target = if visible {
            ProgressDrawTarget::stderr_with_hz(8)
        } else {
            ProgressDrawTarget::hidden()
        };
        let bar = ProgressBar::with_draw_target(Some(total), target);
        bar.set_style(
            ProgressStyle::with_template(
                // wide_bar takes the width left, so the line never wraps.
                "{msg} {wide_bar:.cyan/blue} {bytes}/{total_bytes} {binary_bytes_per_sec} eta {eta}",
            )
            .expect("a valid progress template")
            .progress_chars("=> "),
        );
        bar.set_message(message.to_string());
        ReadProgress { bar }
    }

    /// Wraps a reader so that every byte read advances the bar.
    pub fn wrap<R: Read>(&self, r: R) -> ProgressBarIter<R> {
        self.bar.wrap_read(r)
    }
}

impl Drop for ReadProgress {
    fn drop(&mut self) {
        self.bar.finish_and_clear();
    }
}

/// A buffered reader of a file whose reads advance a progress bar labelled
/// with the file's name; keep the [`ReadProgress`] alive while reading.
pub type ProgressReader = BufReader<ProgressBarIter<File>>;

/// Opens `path` for a long sequential read with a progress bar by bytes
/// (see [`ReadProgress::new`]).
pub fn open_with_progress(path: &Path) -> Result<(ProgressReader, ReadProgress), String> {
    let f = File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let len = f
        .metadata()
        .map_err(|e| format!("{}: {e}", path.display()))?
        .len();
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string());
    let p = ReadProgress::new(&name, len);
    Ok((BufReader::with_capacity(1 << 16, p.wrap(f)), p))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_bytes_read_and_hides_when_asked() {
        let p = ReadProgress::with_target("t", 10, false);
        assert!(p.bar.is_hidden());
        let mut r = p.wrap(&b"0123456789"[..]);
        let mut buf = [0u8; 4];
        r.read_exact(&mut buf).unwrap();
        assert_eq!(p.bar.position(), 4);
        let mut rest = Vec::new();
        r.read_to_end(&mut rest).unwrap();
        assert_eq!(p.bar.position(), 10);
        assert_eq!(rest, b"456789");
    }

    #[test]
    fn open_reports_missing_files() {
        let e = open_with_progress(Path::new("/nonexistent/x.step"))
            .err()
            .unwrap();
        assert!(e.starts_with("/nonexistent/x.step: "), "{e}");
    }

    #[test]
    fn open_reads_the_whole_file() {
        let p = std::env::temp_dir().join(format!("rjvm-progress-{}", std::process::id()));
        std::fs::write(&p, vec![7u8; 100_000]).unwrap();
        let (mut r, prog) = open_with_progress(&p).unwrap();
        let mut all = Vec::new();
        r.read_to_end(&mut all).unwrap();
        assert_eq!(all.len(), 100_000);
        assert_eq!(prog.bar.position(), 100_000);
        let _ = std::fs::remove_file(&p);
    }
}
