package java.lang;

/** Thrown in a thread stopped with Thread.stop (rjvm shim). */
public class ThreadDeath extends Error {
    private static final long serialVersionUID = 1L;

    public ThreadDeath() {
        super();
    }
}
