package java.util.stream;

import java.util.ArrayList;
import java.util.List;

/** The state one pipeline's stages share: close handlers and the parallel flag (rjvm shim). */
final class Closer {
    private final List<Runnable> handlers = new ArrayList<>();
    boolean parallel;
    private boolean closed;

    void add(Runnable r) {
        if (closed) {
            throw new IllegalStateException("stream has already been operated upon or closed");
        }
        handlers.add(r);
    }

    /** Runs every handler once, in order; the first exception is rethrown after all ran. */
    void close() {
        if (closed) {
            return;
        }
        closed = true;
        RuntimeException first = null;
        for (Runnable r : handlers) {
            try {
                r.run();
            } catch (RuntimeException e) {
                if (first == null) {
                    first = e;
                } else if (first != e) {
                    first.addSuppressed(e);
                }
            }
        }
        if (first != null) {
            throw first;
        }
    }
}
