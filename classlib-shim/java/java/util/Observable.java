package java.util;

/**
 * An object observers can watch (rjvm shim). As the JDK's: no duplicate observers, and a
 * notification reaches the observers present when it starts, the most recently added first.
 */
@Deprecated
public class Observable {
    private boolean changed = false;
    private final Vector<Observer> obs = new Vector<>();

    /** An observable with no observers. */
    public Observable() {
    }

    /** Adds {@code o} unless it is already there. */
    public synchronized void addObserver(Observer o) {
        if (o == null) {
            throw new NullPointerException();
        }
        if (!obs.contains(o)) {
            obs.addElement(o);
        }
    }

    /** Removes {@code o}. */
    public synchronized void deleteObserver(Observer o) {
        obs.removeElement(o);
    }

    /** {@code notifyObservers(null)}. */
    public void notifyObservers() {
        notifyObservers(null);
    }

    /** If this has changed: clears the change and calls every observer's {@code update(this, arg)}. */
    public void notifyObservers(Object arg) {
        Object[] arrLocal;
        synchronized (this) {
            if (!changed) {
                return;
            }
            arrLocal = obs.toArray();
            clearChanged();
        }
        for (int i = arrLocal.length - 1; i >= 0; i--) {
            ((Observer) arrLocal[i]).update(this, arg);
        }
    }

    /** Removes every observer. */
    public synchronized void deleteObservers() {
        obs.removeAllElements();
    }

    /** Marks this as changed. */
    protected synchronized void setChanged() {
        changed = true;
    }

    /** Marks this as not changed. */
    protected synchronized void clearChanged() {
        changed = false;
    }

    /** Whether this has changed since the last notification. */
    public synchronized boolean hasChanged() {
        return changed;
    }

    /** How many observers there are. */
    public synchronized int countObservers() {
        return obs.size();
    }
}
