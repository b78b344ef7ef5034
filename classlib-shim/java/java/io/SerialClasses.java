package java.io;

import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

/**
 * What ObjectOutputStream and ObjectInputStream share (rjvm shim): the stream's tags, which
 * classes and fields of an object are serialized, the private writeObject/readObject hooks and
 * writeReplace/readResolve, and the java.util containers written as their elements.
 */
final class SerialClasses {
    static final int MAGIC = 0xACED0005;
    static final byte NULL = 0x70;
    static final byte REFERENCE = 0x71;
    static final byte OBJECT = 0x73;
    static final byte STRING = 0x74;
    static final byte ARRAY = 0x75;
    static final byte CLASS = 0x76;
    static final byte BOX = 0x77;
    static final byte ENUM = 0x7E;
    static final byte CONTAINER = 0x7F;

    private SerialClasses() {
    }

    /** The serializable classes of {@code cls}'s hierarchy, topmost first. */
    static java.util.List<Class<?>> serializableChain(Class<?> cls) {
        java.util.ArrayList<Class<?>> chain = new java.util.ArrayList<>();
        for (Class<?> c = cls; c != null && Serializable.class.isAssignableFrom(c); c = c.getSuperclass()) {
            chain.add(0, c);
        }
        return chain;
    }

    /** The fields {@code cls} itself serializes: declared, neither static nor transient. */
    static java.util.List<Field> fields(Class<?> cls) {
        java.util.ArrayList<Field> out = new java.util.ArrayList<>();
        for (Field f : cls.getDeclaredFields()) {
            int m = f.getModifiers();
            if (!Modifier.isStatic(m) && !Modifier.isTransient(m)) {
                f.setAccessible(true);
                out.add(f);
            }
        }
        return out;
    }

    /** {@code cls}'s own private hook {@code name(param)} (writeObject/readObject), or null. */
    static Method privateHook(Class<?> cls, String name, Class<?> param) {
        try {
            Method m = cls.getDeclaredMethod(name, param);
            int mods = m.getModifiers();
            if (!Modifier.isPrivate(mods) || Modifier.isStatic(mods) || m.getReturnType() != void.class) {
                return null;
            }
            m.setAccessible(true);
            return m;
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    /** A no-arg writeReplace/readResolve declared by {@code cls} or inherited from a superclass, or null. */
    static Method replaceHook(Class<?> cls, String name) {
        for (Class<?> c = cls; c != null; c = c.getSuperclass()) {
            try {
                Method m = c.getDeclaredMethod(name);
                int mods = m.getModifiers();
                if (Modifier.isStatic(mods) || Modifier.isAbstract(mods) || m.getReturnType() != Object.class) {
                    return null;
                }
                boolean samePackage = packageOf(c).equals(packageOf(cls));
                if (c != cls && (Modifier.isPrivate(mods) || (!Modifier.isPublic(mods) && !Modifier.isProtected(mods) && !samePackage))) {
                    return null;
                }
                m.setAccessible(true);
                return m;
            } catch (NoSuchMethodException e) {
                // look in the superclass
            }
        }
        return null;
    }

    private static String packageOf(Class<?> c) {
        String n = c.getName();
        int dot = n.lastIndexOf('.');
        return dot < 0 ? "" : n.substring(0, dot);
    }

    /**
     * True for the java.util collections and maps, whose JDK writeObject hooks rjvm's library
     * does not have: they are written as (comparator,) size and elements, and rebuilt with their
     * public constructor.
     */
    static boolean isContainer(Class<?> cls) {
        return cls.getName().startsWith("java.util.")
                && (java.util.Collection.class.isAssignableFrom(cls) || java.util.Map.class.isAssignableFrom(cls));
    }

    /** Calls a hook, unwrapping what it throws. */
    static Object invoke(Method m, Object target, Object... args) throws IOException {
        try {
            return m.invoke(target, args);
        } catch (InvocationTargetException e) {
            Throwable t = e.getCause();
            if (t instanceof IOException) {
                throw (IOException) t;
            }
            if (t instanceof RuntimeException) {
                throw (RuntimeException) t;
            }
            if (t instanceof Error) {
                throw (Error) t;
            }
            throw new IOException(t);
        } catch (IllegalAccessException e) {
            throw new InvalidClassException(m.getDeclaringClass().getName(), e.getMessage());
        }
    }
}
