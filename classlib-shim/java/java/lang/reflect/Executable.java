package java.lang.reflect;

/** Shared part of Method and Constructor (rjvm shim). */
public abstract class Executable extends AccessibleObject implements Member {
    Executable() {
    }

    public abstract Class<?> getDeclaringClass();

    public abstract String getName();

    public abstract int getModifiers();

    public abstract Class<?>[] getParameterTypes();

    public int getParameterCount() {
        return getParameterTypes().length;
    }

    /** The exceptions the Exceptions attribute declares. */
    public abstract Class<?>[] getExceptionTypes();

    public boolean isVarArgs() {
        return (getModifiers() & Modifier.VARARGS) != 0;
    }

    public boolean isSynthetic() {
        return (getModifiers() & Modifier.SYNTHETIC) != 0;
    }

    /** "(int,java.lang.String)" as toString prints the parameter list. */
    String parameterList() {
        StringBuilder sb = new StringBuilder("(");
        Class<?>[] params = getParameterTypes();
        for (int i = 0; i < params.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(params[i].getTypeName());
        }
        return sb.append(')').toString();
    }

    /** " throws A,B" as toString prints the declared exceptions; empty if none. */
    String throwsList() {
        Class<?>[] ex = getExceptionTypes();
        if (ex.length == 0) {
            return "";
        }
        StringBuilder sb = new StringBuilder(" throws ");
        for (int i = 0; i < ex.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(ex[i].getTypeName());
        }
        return sb.toString();
    }

    /**
     * Checks the arguments against the parameter types as HotSpot's reflection does and
     * splits them into raw primitive bits and references, one entry per parameter.
     */
    static Object[] unpack(Class<?>[] params, Object[] args, long[] prims) {
        int n = args == null ? 0 : args.length;
        if (n != params.length) {
            throw new IllegalArgumentException("wrong number of arguments");
        }
        Object[] refs = new Object[n];
        for (int i = 0; i < n; i++) {
            Class<?> p = params[i];
            Object a = args[i];
            char to = ReflectValues.code(p);
            if (to == 0) {
                if (a != null && !p.isInstance(a)) {
                    throw new IllegalArgumentException("argument type mismatch");
                }
                refs[i] = a;
            } else {
                if (a == null) {
                    throw new IllegalArgumentException();
                }
                char from = ReflectValues.boxCode(a);
                if (from == 0 || !ReflectValues.widens(from, to)) {
                    throw new IllegalArgumentException("argument type mismatch");
                }
                prims[i] = ReflectValues.widen(from, ReflectValues.bitsOf(a), to);
            }
        }
        return refs;
    }
}
