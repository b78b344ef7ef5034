package java.util.concurrent;

/** Thrown when a CyclicBarrier is broken (rjvm shim). */
public class BrokenBarrierException extends Exception {
    /** With no detail message. */
    public BrokenBarrierException() {
    }

    /** With a detail message. */
    public BrokenBarrierException(String message) {
        super(message);
    }
}
