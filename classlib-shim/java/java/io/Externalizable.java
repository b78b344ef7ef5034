package java.io;

/** A Serializable class that writes and reads its own contents (rjvm shim). */
public interface Externalizable extends Serializable {
    /** Writes this object's contents. */
    void writeExternal(ObjectOutput out) throws IOException;

    /** Restores this object's contents (it was made with the public no-arg constructor). */
    void readExternal(ObjectInput in) throws IOException, ClassNotFoundException;
}
