package java.lang;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.Serializable;

/**
 * The superclass of all errors and exceptions (rjvm shim).
 *
 * <p>The VM may create instances without running any constructor: it allocates the object,
 * sets {@code detailMessage} and fills {@code backtrace}. The all-zero field state therefore
 * means "message null, no cause (initCause still allowed), no suppressed exceptions,
 * suppression enabled, writable stack trace".
 */
public class Throwable implements Serializable {
    private static final long serialVersionUID = -3042686055658047285L;

    /** Opaque VM-recorded stack, set by fillInStackTrace0 (or directly by the VM). */
    private transient Object backtrace;
    private String detailMessage;
    private Throwable cause;
    /** True once the cause has been set by a constructor or initCause. */
    private boolean causeSet;
    /** Lazily decoded from backtrace, or set by setStackTrace. */
    private StackTraceElement[] stackTrace;
    private Throwable[] suppressedExceptions;
    private int suppressedCount;
    private boolean suppressionDisabled;
    private boolean stackTraceNotWritable;

    public Throwable() {
        fillInStackTrace();
    }

    public Throwable(String message) {
        fillInStackTrace();
        detailMessage = message;
    }

    public Throwable(String message, Throwable cause) {
        fillInStackTrace();
        detailMessage = message;
        this.cause = cause;
        this.causeSet = true;
    }

    public Throwable(Throwable cause) {
        fillInStackTrace();
        detailMessage = (cause == null ? null : cause.toString());
        this.cause = cause;
        this.causeSet = true;
    }

    protected Throwable(String message, Throwable cause, boolean enableSuppression, boolean writableStackTrace) {
        if (writableStackTrace) {
            fillInStackTrace();
        } else {
            stackTraceNotWritable = true;
        }
        detailMessage = message;
        this.cause = cause;
        this.causeSet = true;
        if (!enableSuppression) {
            suppressionDisabled = true;
        }
    }

    public String getMessage() {
        return detailMessage;
    }

    public String getLocalizedMessage() {
        return getMessage();
    }

    public synchronized Throwable getCause() {
        return cause;
    }

    public synchronized Throwable initCause(Throwable cause) {
        if (causeSet) {
            throw new IllegalStateException("Can't overwrite cause with "
                    + (cause == null ? "a null" : cause.toString()), this);
        }
        if (cause == this) {
            throw new IllegalArgumentException("Self-causation not permitted", this);
        }
        this.cause = cause;
        this.causeSet = true;
        return this;
    }

    public String toString() {
        String name = getClass().getName();
        String message = getLocalizedMessage();
        return (message != null) ? (name + ": " + message) : name;
    }

    public void printStackTrace() {
        printStackTrace(System.err);
    }

    public void printStackTrace(PrintStream s) {
        printTrace(new StreamSink(s));
    }

    public void printStackTrace(PrintWriter s) {
        printTrace(new WriterSink(s));
    }

    /** Where printStackTrace writes its lines. */
    private abstract static class Sink {
        abstract Object lock();

        abstract void println(String line);
    }

    private static final class StreamSink extends Sink {
        private final PrintStream out;

        StreamSink(PrintStream out) {
            this.out = out;
        }

        Object lock() {
            return out;
        }

        void println(String line) {
            out.println(line);
        }
    }

    private static final class WriterSink extends Sink {
        private final PrintWriter out;

        WriterSink(PrintWriter out) {
            this.out = out;
        }

        Object lock() {
            return out;
        }

        void println(String line) {
            out.println(line);
        }
    }

    /** A tiny identity set of already printed throwables (guards against cycles). */
    private static final class Seen {
        private Throwable[] items = new Throwable[4];
        private int size;

        boolean contains(Throwable t) {
            for (int i = 0; i < size; i++) {
                if (items[i] == t) {
                    return true;
                }
            }
            return false;
        }

        void add(Throwable t) {
            if (size == items.length) {
                Throwable[] n = new Throwable[size * 2];
                System.arraycopy(items, 0, n, 0, size);
                items = n;
            }
            items[size++] = t;
        }
    }

    private void printTrace(Sink s) {
        Seen seen = new Seen();
        seen.add(this);
        synchronized (s.lock()) {
            s.println(String.valueOf(this));
            StackTraceElement[] trace = getOurStackTrace();
            for (int i = 0; i < trace.length; i++) {
                s.println("\tat " + trace[i]);
            }
            Throwable[] suppressed = getSuppressed();
            for (int i = 0; i < suppressed.length; i++) {
                suppressed[i].printEnclosed(s, trace, "Suppressed: ", "\t", seen);
            }
            Throwable ourCause = getCause();
            if (ourCause != null) {
                ourCause.printEnclosed(s, trace, "Caused by: ", "", seen);
            }
        }
    }

    private void printEnclosed(Sink s, StackTraceElement[] enclosing, String caption, String prefix, Seen seen) {
        if (seen.contains(this)) {
            s.println(prefix + caption + "[CIRCULAR REFERENCE: " + this + "]");
            return;
        }
        seen.add(this);
        StackTraceElement[] trace = getOurStackTrace();
        int m = trace.length - 1;
        int n = enclosing.length - 1;
        while (m >= 0 && n >= 0 && trace[m].equals(enclosing[n])) {
            m--;
            n--;
        }
        int inCommon = trace.length - 1 - m;
        s.println(prefix + caption + this);
        for (int i = 0; i <= m; i++) {
            s.println(prefix + "\tat " + trace[i]);
        }
        if (inCommon != 0) {
            s.println(prefix + "\t... " + inCommon + " more");
        }
        Throwable[] suppressed = getSuppressed();
        for (int i = 0; i < suppressed.length; i++) {
            suppressed[i].printEnclosed(s, trace, "Suppressed: ", prefix + "\t", seen);
        }
        Throwable ourCause = getCause();
        if (ourCause != null) {
            ourCause.printEnclosed(s, trace, "Caused by: ", prefix, seen);
        }
    }

    public synchronized Throwable fillInStackTrace() {
        if (!stackTraceNotWritable) {
            fillInStackTrace0();
            stackTrace = null;
        }
        return this;
    }

    /**
     * Records the current Java stack into {@code backtrace}, omitting the frames of
     * fillInStackTrace (and any overriding callers of it on this object) and of the
     * constructors of this object.
     */
    private native void fillInStackTrace0();

    /** Decodes {@code backtrace} into stack trace elements (innermost frame first). */
    private native StackTraceElement[] getStackTrace0();

    public StackTraceElement[] getStackTrace() {
        return getOurStackTrace().clone();
    }

    private synchronized StackTraceElement[] getOurStackTrace() {
        if (stackTrace == null) {
            StackTraceElement[] st = null;
            if (backtrace != null && !stackTraceNotWritable) {
                st = getStackTrace0();
            }
            stackTrace = (st != null) ? st : new StackTraceElement[0];
        }
        return stackTrace;
    }

    public void setStackTrace(StackTraceElement[] stackTrace) {
        StackTraceElement[] copy = stackTrace.clone();
        for (int i = 0; i < copy.length; i++) {
            if (copy[i] == null) {
                throw new NullPointerException("stackTrace[" + i + "]");
            }
        }
        synchronized (this) {
            if (stackTraceNotWritable) {
                return;
            }
            this.stackTrace = copy;
        }
    }

    public final synchronized void addSuppressed(Throwable exception) {
        if (exception == this) {
            throw new IllegalArgumentException("Self-suppression not permitted", exception);
        }
        if (exception == null) {
            throw new NullPointerException("Cannot suppress a null exception.");
        }
        if (suppressionDisabled) {
            return;
        }
        if (suppressedExceptions == null) {
            suppressedExceptions = new Throwable[1];
        } else if (suppressedCount == suppressedExceptions.length) {
            Throwable[] n = new Throwable[suppressedCount * 2];
            System.arraycopy(suppressedExceptions, 0, n, 0, suppressedCount);
            suppressedExceptions = n;
        }
        suppressedExceptions[suppressedCount++] = exception;
    }

    public final synchronized Throwable[] getSuppressed() {
        Throwable[] result = new Throwable[suppressedCount];
        if (suppressedCount > 0) {
            System.arraycopy(suppressedExceptions, 0, result, 0, suppressedCount);
        }
        return result;
    }
}
