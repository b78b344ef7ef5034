//! [`RecordSink`]: where records of the JVM event schema go. The VM's event
//! recorder hands every record to one; a trace-file writer encodes it, the
//! online metrics engine analyses it at once. Being generic over the record
//! type, a writer encodes each type with its specialized encoder and pays
//! nothing for the conversion into [`AnyRecord`](crate::step::AnyRecord).

use crate::step;

/// Receives records of the JVM event schema, one at a time, in trace order.
pub trait RecordSink {
    /// Take one record.
    fn put<R: step::Encode + Into<step::AnyRecord>>(&mut self, r: R);
}

/// Collects records in memory (tests and small tools).
impl RecordSink for Vec<step::AnyRecord> {
    #[inline]
    fn put<R: step::Encode + Into<step::AnyRecord>>(&mut self, r: R) {
        self.push(r.into());
    }
}
