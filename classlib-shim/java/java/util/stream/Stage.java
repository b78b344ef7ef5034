package java.util.stream;

/** What every pipeline stage has: one-shot use and the shared {@link Closer} (rjvm shim). */
abstract class Stage {
    final Closer closer;
    private boolean used;

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

    public final boolean isParallel() {
        return closer.parallel;
    }

    public final void close() {
        closer.close();
    }
}
