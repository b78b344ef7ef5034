package java.lang;

/**
 * The VM's clock for timed waits, in milliseconds (rjvm shim; not JDK API): virtual time
 * unless real-time sleeping is on, the same clock Object.wait(timeout), Thread.sleep and
 * Thread.join(millis) use. java.util.concurrent measures its timeouts with it, so timed
 * waits are deterministic.
 */
public final class VmClock {
    private VmClock() {
    }

    /** The current reading. */
    public static long millis() {
        return Thread.vmClockMillis();
    }
}
