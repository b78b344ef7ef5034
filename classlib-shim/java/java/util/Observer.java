package java.util;

/** Told of changes to an {@link Observable} it was added to (rjvm shim). */
@Deprecated
public interface Observer {
    /** Called by {@link Observable#notifyObservers(Object)} with its argument. */
    void update(Observable o, Object arg);
}
