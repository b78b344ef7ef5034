package java.io;

import java.lang.reflect.Field;
import java.lang.reflect.Method;

/**
 * Writes objects for {@link ObjectInputStream} (rjvm shim). Objects of Serializable classes are
 * written field by field (reflection: declared, non-static, non-transient fields of each
 * serializable class, topmost first) with back-references for shared and cyclic objects;
 * strings, boxes, enums, classes, arrays and Externalizable objects have their own forms;
 * private writeObject hooks (with defaultWriteObject and primitive data) and writeReplace run
 * as in the JDK, and the java.util collections and maps are written as their elements. The
 * byte format is rjvm's own: only rjvm's ObjectInputStream reads it (same program), and its
 * bytes differ from the JDK's. writeFields/PutField and annotateClass are left out.
 */
public class ObjectOutputStream extends OutputStream implements ObjectOutput {
    private final DataOutputStream out;
    private java.util.IdentityHashMap<Object, Integer> handles = new java.util.IdentityHashMap<>();
    /** The object and class whose writeObject hook is running (for defaultWriteObject), or null. */
    private Object hookObject;
    private Class<?> hookClass;

    /** A stream writing to {@code out}; writes the stream header at once. */
    public ObjectOutputStream(OutputStream out) throws IOException {
        this.out = new DataOutputStream(out);
        this.out.writeInt(SerialClasses.MAGIC);
    }

    /** Writes {@code obj} and everything it references that was not written before. */
    @Override
    public final void writeObject(Object obj) throws IOException {
        if (obj == null) {
            out.writeByte(SerialClasses.NULL);
            return;
        }
        Integer handle = handles.get(obj);
        if (handle != null) {
            out.writeByte(SerialClasses.REFERENCE);
            out.writeInt(handle);
            return;
        }
        Class<?> cls = obj.getClass();
        if (obj instanceof String) {
            share(obj);
            out.writeByte(SerialClasses.STRING);
            writeString((String) obj);
        } else if (obj instanceof Class) {
            share(obj);
            out.writeByte(SerialClasses.CLASS);
            out.writeUTF(((Class<?>) obj).getName());
        } else if (cls.isArray()) {
            writeArray(obj, cls);
        } else if (obj instanceof Enum) {
            share(obj);
            out.writeByte(SerialClasses.ENUM);
            out.writeUTF(((Enum<?>) obj).getDeclaringClass().getName());
            out.writeUTF(((Enum<?>) obj).name());
        } else if (isBox(obj)) {
            share(obj);
            out.writeByte(SerialClasses.BOX);
            writeBox(obj);
        } else {
            writeOrdinary(obj);
        }
    }

    /** As writeObject (rjvm does not distinguish unshared writes). */
    public void writeUnshared(Object obj) throws IOException {
        writeObject(obj);
    }

    private void share(Object obj) {
        handles.put(obj, handles.size());
    }

    private void writeString(String s) throws IOException {
        out.writeInt(s.length());
        out.writeChars(s);
    }

    private static boolean isBox(Object o) {
        return o instanceof Integer || o instanceof Long || o instanceof Double || o instanceof Float
                || o instanceof Short || o instanceof Byte || o instanceof Character || o instanceof Boolean;
    }

    private void writeBox(Object o) throws IOException {
        if (o instanceof Integer) {
            out.writeByte('I');
            out.writeInt((Integer) o);
        } else if (o instanceof Long) {
            out.writeByte('J');
            out.writeLong((Long) o);
        } else if (o instanceof Double) {
            out.writeByte('D');
            out.writeDouble((Double) o);
        } else if (o instanceof Float) {
            out.writeByte('F');
            out.writeFloat((Float) o);
        } else if (o instanceof Short) {
            out.writeByte('S');
            out.writeShort((Short) o);
        } else if (o instanceof Byte) {
            out.writeByte('B');
            out.writeByte((Byte) o);
        } else if (o instanceof Character) {
            out.writeByte('C');
            out.writeChar((Character) o);
        } else {
            out.writeByte('Z');
            out.writeBoolean((Boolean) o);
        }
    }

    private void writeArray(Object array, Class<?> cls) throws IOException {
        Class<?> component = cls.getComponentType();
        share(array);
        out.writeByte(SerialClasses.ARRAY);
        out.writeUTF(cls.getName());
        int n = java.lang.reflect.Array.getLength(array);
        out.writeInt(n);
        for (int i = 0; i < n; i++) {
            if (component.isPrimitive()) {
                writePrimitive(component, java.lang.reflect.Array.get(array, i));
            } else {
                writeObject(((Object[]) array)[i]);
            }
        }
    }

    /** Writes a primitive value of type {@code t}, given boxed. */
    private void writePrimitive(Class<?> t, Object v) throws IOException {
        if (t == int.class) {
            out.writeInt((Integer) v);
        } else if (t == long.class) {
            out.writeLong((Long) v);
        } else if (t == double.class) {
            out.writeDouble((Double) v);
        } else if (t == float.class) {
            out.writeFloat((Float) v);
        } else if (t == short.class) {
            out.writeShort((Short) v);
        } else if (t == byte.class) {
            out.writeByte((Byte) v);
        } else if (t == char.class) {
            out.writeChar((Character) v);
        } else {
            out.writeBoolean((Boolean) v);
        }
    }

    /** An object of a user class (or a java.util container), after writeReplace. */
    private void writeOrdinary(Object obj) throws IOException {
        Method replace = SerialClasses.replaceHook(obj.getClass(), "writeReplace");
        if (replace != null && obj instanceof Serializable) {
            Object rep = SerialClasses.invoke(replace, obj);
            if (rep != obj) {
                writeObject(rep);
                return;
            }
        }
        Class<?> cls = obj.getClass();
        if (!(obj instanceof Serializable)) {
            throw new NotSerializableException(cls.getName());
        }
        share(obj);
        if (SerialClasses.isContainer(cls)) {
            out.writeByte(SerialClasses.CONTAINER);
            out.writeUTF(cls.getName());
            writeContainer(obj);
            return;
        }
        out.writeByte(SerialClasses.OBJECT);
        out.writeUTF(cls.getName());
        if (obj instanceof Externalizable) {
            ((Externalizable) obj).writeExternal(this);
            return;
        }
        for (Class<?> c : SerialClasses.serializableChain(cls)) {
            Method hook = SerialClasses.privateHook(c, "writeObject", ObjectOutputStream.class);
            if (hook == null) {
                writeFields(obj, c);
                continue;
            }
            Object savedObject = hookObject;
            Class<?> savedClass = hookClass;
            hookObject = obj;
            hookClass = c;
            try {
                SerialClasses.invoke(hook, obj, this);
            } finally {
                hookObject = savedObject;
                hookClass = savedClass;
            }
        }
    }

    private void writeContainer(Object obj) throws IOException {
        if (obj instanceof java.util.Map) {
            java.util.Map<?, ?> map = (java.util.Map<?, ?>) obj;
            writeObject(obj instanceof java.util.SortedMap ? ((java.util.SortedMap<?, ?>) obj).comparator() : null);
            out.writeInt(map.size());
            for (java.util.Map.Entry<?, ?> e : map.entrySet()) {
                writeObject(e.getKey());
                writeObject(e.getValue());
            }
            return;
        }
        java.util.Collection<?> c = (java.util.Collection<?>) obj;
        Object comparator = obj instanceof java.util.SortedSet ? ((java.util.SortedSet<?>) obj).comparator()
                : obj instanceof java.util.PriorityQueue ? ((java.util.PriorityQueue<?>) obj).comparator() : null;
        writeObject(comparator);
        out.writeInt(c.size());
        for (Object e : c) {
            writeObject(e);
        }
    }

    private void writeFields(Object obj, Class<?> c) throws IOException {
        for (Field f : SerialClasses.fields(c)) {
            Object v;
            try {
                v = f.get(obj);
            } catch (IllegalAccessException e) {
                throw new InvalidClassException(c.getName(), e.getMessage());
            }
            if (f.getType().isPrimitive()) {
                writePrimitive(f.getType(), v);
            } else {
                writeObject(v);
            }
        }
    }

    /** Writes the current class's serializable fields (only from a writeObject hook). */
    public void defaultWriteObject() throws IOException {
        if (hookObject == null) {
            throw new NotActiveException("not in call to writeObject");
        }
        writeFields(hookObject, hookClass);
    }

    /** Forgets the objects written so far: later writes of them are written anew. */
    public void reset() throws IOException {
        handles = new java.util.IdentityHashMap<>();
    }

    @Override
    public void write(int b) throws IOException {
        out.write(b);
    }

    @Override
    public void write(byte[] b) throws IOException {
        out.write(b, 0, b.length);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        out.write(b, off, len);
    }

    @Override
    public void writeBoolean(boolean v) throws IOException {
        out.writeBoolean(v);
    }

    @Override
    public void writeByte(int v) throws IOException {
        out.writeByte(v);
    }

    @Override
    public void writeShort(int v) throws IOException {
        out.writeShort(v);
    }

    @Override
    public void writeChar(int v) throws IOException {
        out.writeChar(v);
    }

    @Override
    public void writeInt(int v) throws IOException {
        out.writeInt(v);
    }

    @Override
    public void writeLong(long v) throws IOException {
        out.writeLong(v);
    }

    @Override
    public void writeFloat(float v) throws IOException {
        out.writeFloat(v);
    }

    @Override
    public void writeDouble(double v) throws IOException {
        out.writeDouble(v);
    }

    @Override
    public void writeBytes(String s) throws IOException {
        out.writeBytes(s);
    }

    @Override
    public void writeChars(String s) throws IOException {
        out.writeChars(s);
    }

    @Override
    public void writeUTF(String s) throws IOException {
        out.writeUTF(s);
    }

    @Override
    public void flush() throws IOException {
        out.flush();
    }

    @Override
    public void close() throws IOException {
        out.close();
    }
}
