package java.lang;

/** A unit of work that can be run, e.g. by a Thread (rjvm shim). */
@FunctionalInterface
public interface Runnable {
    void run();
}
