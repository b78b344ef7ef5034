package java.io;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;

/**
 * Reads what rjvm's {@link ObjectOutputStream} wrote (rjvm shim; see it for what is covered).
 * An object is made as the JDK makes it: only the no-arg constructor of its first
 * non-serializable superclass runs, then each serializable class's fields are set (or its
 * private readObject hook runs); readResolve replaces the result. A stream written by the JDK
 * is not readable: its header is accepted, but its contents fail with StreamCorruptedException.
 * readFields/GetField, registerValidation and resolveClass are left out.
 */
public class ObjectInputStream extends InputStream implements ObjectInput {
    private final DataInputStream in;
    private final java.util.ArrayList<Object> handles = new java.util.ArrayList<>();
    /** The object and class whose readObject hook is running (for defaultReadObject), or null. */
    private Object hookObject;
    private Class<?> hookClass;

    /** A stream reading from {@code in}; reads and checks the stream header at once. */
    public ObjectInputStream(InputStream in) throws IOException {
        this.in = new DataInputStream(in);
        int magic = this.in.readInt();
        if (magic != SerialClasses.MAGIC) {
            throw new StreamCorruptedException(String.format("invalid stream header: %08X", magic));
        }
    }

    /** Reads the next object. */
    @Override
    public final Object readObject() throws IOException, ClassNotFoundException {
        byte tag = in.readByte();
        switch (tag) {
            case SerialClasses.NULL:
                return null;
            case SerialClasses.REFERENCE:
                return handles.get(in.readInt());
            case SerialClasses.STRING:
                return share(readString());
            case SerialClasses.CLASS:
                return share(classFor(in.readUTF()));
            case SerialClasses.ENUM:
                return share(readEnum());
            case SerialClasses.BOX:
                return share(readBox());
            case SerialClasses.ARRAY:
                return readArray();
            case SerialClasses.CONTAINER:
                return readContainer();
            case SerialClasses.OBJECT:
                return readOrdinary();
            default:
                throw new StreamCorruptedException(String.format("invalid type code: %02X", tag & 0xff));
        }
    }

    /** As readObject (rjvm does not distinguish unshared reads). */
    public Object readUnshared() throws IOException, ClassNotFoundException {
        return readObject();
    }

    private <T> T share(T obj) {
        handles.add(obj);
        return obj;
    }

    private String readString() throws IOException {
        int n = in.readInt();
        char[] cs = new char[n];
        for (int i = 0; i < n; i++) {
            cs[i] = in.readChar();
        }
        return new String(cs);
    }

    private static Class<?> classFor(String name) throws ClassNotFoundException {
        switch (name) {
            case "int":
                return int.class;
            case "long":
                return long.class;
            case "double":
                return double.class;
            case "float":
                return float.class;
            case "short":
                return short.class;
            case "byte":
                return byte.class;
            case "char":
                return char.class;
            case "boolean":
                return boolean.class;
            case "void":
                return void.class;
            default:
                return Class.forName(name);
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private Object readEnum() throws IOException, ClassNotFoundException {
        Class cls = classFor(in.readUTF());
        return Enum.valueOf(cls, in.readUTF());
    }

    private Object readBox() throws IOException {
        char t = (char) in.readByte();
        switch (t) {
            case 'I':
                return new Integer(in.readInt());
            case 'J':
                return new Long(in.readLong());
            case 'D':
                return new Double(in.readDouble());
            case 'F':
                return new Float(in.readFloat());
            case 'S':
                return new Short(in.readShort());
            case 'B':
                return new Byte(in.readByte());
            case 'C':
                return new Character(in.readChar());
            default:
                return Boolean.valueOf(in.readBoolean());
        }
    }

    private Object readArray() throws IOException, ClassNotFoundException {
        Class<?> component = classFor(in.readUTF()).getComponentType();
        int n = in.readInt();
        Object array = java.lang.reflect.Array.newInstance(component, n);
        share(array);
        for (int i = 0; i < n; i++) {
            java.lang.reflect.Array.set(array, i, component.isPrimitive() ? readPrimitive(component) : readObject());
        }
        return array;
    }

    /** Reads a primitive value of type {@code t}, boxed. */
    private Object readPrimitive(Class<?> t) throws IOException {
        if (t == int.class) {
            return in.readInt();
        } else if (t == long.class) {
            return in.readLong();
        } else if (t == double.class) {
            return in.readDouble();
        } else if (t == float.class) {
            return in.readFloat();
        } else if (t == short.class) {
            return in.readShort();
        } else if (t == byte.class) {
            return in.readByte();
        } else if (t == char.class) {
            return in.readChar();
        }
        return in.readBoolean();
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private Object readContainer() throws IOException, ClassNotFoundException {
        String name = in.readUTF();
        Class<?> cls = classFor(name);
        int at = handles.size();
        share(null);
        Object comparator = readObject();
        Object obj;
        try {
            obj = comparator == null ? cls.getConstructor().newInstance()
                    : cls.getConstructor(java.util.Comparator.class).newInstance(comparator);
        } catch (ReflectiveOperationException e) {
            throw new InvalidClassException(name, "rjvm cannot rebuild this collection (no public constructor)");
        }
        handles.set(at, obj);
        int n = in.readInt();
        if (obj instanceof java.util.Map) {
            java.util.Map map = (java.util.Map) obj;
            for (int i = 0; i < n; i++) {
                Object k = readObject();
                map.put(k, readObject());
            }
        } else {
            java.util.Collection c = (java.util.Collection) obj;
            for (int i = 0; i < n; i++) {
                c.add(readObject());
            }
        }
        return obj;
    }

    /** An object of a user class: made, filled in class by class, then readResolve. */
    private Object readOrdinary() throws IOException, ClassNotFoundException {
        String name = in.readUTF();
        Class<?> cls = classFor(name);
        Object obj = newInstance(cls);
        int at = handles.size();
        share(obj);
        if (obj instanceof Externalizable) {
            ((Externalizable) obj).readExternal(this);
        } else {
            for (Class<?> c : SerialClasses.serializableChain(cls)) {
                Method hook = SerialClasses.privateHook(c, "readObject", ObjectInputStream.class);
                if (hook == null) {
                    readFields(obj, c);
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
        Method resolve = SerialClasses.replaceHook(cls, "readResolve");
        if (resolve != null) {
            obj = SerialClasses.invoke(resolve, obj);
            handles.set(at, obj);
        }
        return obj;
    }

    /**
     * A new {@code cls} as the JDK makes it: an Externalizable through its public no-arg
     * constructor, any other through the no-arg constructor of its first non-serializable
     * superclass (InvalidClassException "no valid constructor" if there is none).
     */
    private static Object newInstance(Class<?> cls) throws IOException {
        try {
            if (Externalizable.class.isAssignableFrom(cls)) {
                return cls.getConstructor().newInstance();
            }
            Class<?> base = cls;
            while (Serializable.class.isAssignableFrom(base)) {
                base = base.getSuperclass();
            }
            Constructor<?> ctor = base.getDeclaredConstructor();
            if (java.lang.reflect.Modifier.isPrivate(ctor.getModifiers())) {
                throw new InvalidClassException(cls.getName(), "no valid constructor");
            }
            return java.lang.reflect.SerialAccess.allocate(cls, ctor);
        } catch (NoSuchMethodException e) {
            throw new InvalidClassException(cls.getName(), "no valid constructor");
        } catch (java.lang.reflect.InvocationTargetException e) {
            Throwable t = e.getCause();
            if (t instanceof RuntimeException) {
                throw (RuntimeException) t;
            }
            if (t instanceof Error) {
                throw (Error) t;
            }
            throw new IOException(t);
        } catch (ReflectiveOperationException e) {
            throw new InvalidClassException(cls.getName(), e.toString());
        }
    }

    private void readFields(Object obj, Class<?> c) throws IOException, ClassNotFoundException {
        for (Field f : SerialClasses.fields(c)) {
            Object v = f.getType().isPrimitive() ? readPrimitive(f.getType()) : readObject();
            try {
                f.set(obj, v);
            } catch (IllegalAccessException e) {
                throw new InvalidClassException(c.getName(), e.getMessage());
            } catch (IllegalArgumentException e) {
                throw new ClassCastException("cannot assign instance of " + v.getClass().getName() + " to field "
                        + c.getName() + "." + f.getName() + " of type " + f.getType().getName());
            }
        }
    }

    /** Reads the current class's serializable fields (only from a readObject hook). */
    public void defaultReadObject() throws IOException, ClassNotFoundException {
        if (hookObject == null) {
            throw new NotActiveException("not in call to readObject");
        }
        readFields(hookObject, hookClass);
    }

    @Override
    public int read() throws IOException {
        return in.read();
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        return in.read(b, off, len);
    }

    @Override
    public int available() throws IOException {
        return in.available();
    }

    @Override
    public boolean readBoolean() throws IOException {
        return in.readBoolean();
    }

    @Override
    public byte readByte() throws IOException {
        return in.readByte();
    }

    @Override
    public int readUnsignedByte() throws IOException {
        return in.readUnsignedByte();
    }

    @Override
    public short readShort() throws IOException {
        return in.readShort();
    }

    @Override
    public int readUnsignedShort() throws IOException {
        return in.readUnsignedShort();
    }

    @Override
    public char readChar() throws IOException {
        return in.readChar();
    }

    @Override
    public int readInt() throws IOException {
        return in.readInt();
    }

    @Override
    public long readLong() throws IOException {
        return in.readLong();
    }

    @Override
    public float readFloat() throws IOException {
        return in.readFloat();
    }

    @Override
    public double readDouble() throws IOException {
        return in.readDouble();
    }

    @Override
    public void readFully(byte[] b) throws IOException {
        in.readFully(b);
    }

    @Override
    public void readFully(byte[] b, int off, int len) throws IOException {
        in.readFully(b, off, len);
    }

    @Override
    public int skipBytes(int n) throws IOException {
        return in.skipBytes(n);
    }

    @Override
    @Deprecated
    public String readLine() throws IOException {
        throw new UnsupportedOperationException("ObjectInputStream.readLine is not supported by rjvm");
    }

    @Override
    public String readUTF() throws IOException {
        return in.readUTF();
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
