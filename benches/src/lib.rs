//! Benchmarks live in `benches/benches/`; comparison scripts beside them.
