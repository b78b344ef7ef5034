package java.util.stream;

/** What every pipeline stage has: one-shot use and the shared {@link Closer} (rjvm shim). */
abstract class Stage {
    final Closer closer;
    private boolean used;
    /**
     * How many elements this stage yields, when known without running the pipeline (the JDK's
     * SIZED flag: sized sources through map, peek, sorted, boxing, skip and limit), else -1.
     * count() answers from it without traversing, so upstream peek/map actions do not run, as
     * in JDK 17.
     */
    long exactSize = -1;

    Stage(Closer closer) {
        this.closer = closer == null ? new Closer() : closer;
    }

    /** Marks this stage consumed; a second use throws as in the JDK. */
    final void use() {
        if (used) {
            throw new IllegalStateException("stream has already been operated upon or closed");
        }
        used = true;
    }

    /** Sets {@code stage}'s known size ({@code n}, or -1 for unknown) and returns it. */
    static <S extends Stage> S sized(S stage, long n) {
        stage.exactSize = n < 0 ? -1 : n;
        return stage;
    }

    /** The number of values of a (closed) range, or -1 when it does not fit in a long. */
    static long rangeSize(long start, long end, boolean closed) {
        if (closed ? start > end : start >= end) {
            return 0;
        }
        long d = end - start;
        if (d < 0 || (closed && d == Long.MAX_VALUE)) {
            return -1;
        }
        return closed ? d + 1 : d;
    }

    /** The known size of {@code a} followed by {@code b}: known when both are (and fit a long). */
    static long concatSize(BaseStream<?, ?> a, BaseStream<?, ?> b) {
        long x = a instanceof Stage ? ((Stage) a).exactSize : -1;
        long y = b instanceof Stage ? ((Stage) b).exactSize : -1;
        return x < 0 || y < 0 || x + y < 0 ? -1 : x + y;
    }

    /** The known size after skipping {@code n} elements (-1 stays unknown). */
    final long sizeAfterSkip(long n) {
        return exactSize < 0 ? -1 : Math.max(0, exactSize - n);
    }

    /** The known size after keeping at most {@code n} elements (-1 stays unknown). */
    final long sizeAfterLimit(long n) {
        return exactSize < 0 ? -1 : Math.min(exactSize, n);
    }

    public final boolean isParallel() {
        return closer.parallel;
    }

    public final void close() {
        closer.close();
    }
}
