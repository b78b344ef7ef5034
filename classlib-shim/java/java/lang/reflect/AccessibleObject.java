package java.lang.reflect;

/**
 * Base of Field, Method and Constructor: the accessible flag and the access check of
 * JDK 17's {@code Reflection.verifyMemberAccess} (rjvm shim). Members of {@code java.*}
 * classes are in module java.base, which opens no package to user code.
 */
public class AccessibleObject {
    /** True once setAccessible(true) succeeded: skips the access check. */
    boolean override;

    protected AccessibleObject() {
    }

    /** The class of the innermost Java frame outside java.lang.reflect and java.lang.Class: who uses the member. */
    static native Class<?> callerClass0();

    public void setAccessible(boolean flag) {
        if (flag) {
            checkCanSetAccessible();
        }
        override = flag;
    }

    public static void setAccessible(AccessibleObject[] array, boolean flag) {
        for (AccessibleObject ao : array) {
            ao.setAccessible(flag);
        }
    }

    public final boolean trySetAccessible() {
        if (!canOpen()) {
            return false;
        }
        override = true;
        return true;
    }

    @Deprecated
    public boolean isAccessible() {
        return override;
    }

    public final boolean canAccess(Object obj) {
        Member m = (Member) this;
        Class<?> caller = callerClass0();
        Class<?> target = Modifier.isStatic(m.getModifiers()) || this instanceof Constructor ? null
                : obj.getClass();
        return override || verifyMemberAccess(caller, m.getDeclaringClass(), target, m.getModifiers());
    }

    /** Whether setAccessible(true) may open this member: only members outside java.base, or public ones of public classes. */
    private boolean canOpen() {
        if (!(this instanceof Member)) {
            return true;
        }
        Member m = (Member) this;
        Class<?> c = m.getDeclaringClass();
        return !inJavaBase(c) || (Modifier.isPublic(c.getModifiers()) && Modifier.isPublic(m.getModifiers()));
    }

    private void checkCanSetAccessible() {
        if (!canOpen()) {
            Class<?> c = ((Member) this).getDeclaringClass();
            String pkg = c.getPackageName();
            throw new InaccessibleObjectException("Unable to make " + this + " accessible: module java.base does not \"opens "
                    + pkg + "\" to unnamed module");
        }
    }

    static boolean inJavaBase(Class<?> c) {
        return c.getName().startsWith("java.");
    }

    /** Throws IllegalAccessException unless {@code caller} may use the member, as JDK 17 checks it. */
    final void checkAccess(Class<?> caller, Class<?> memberClass, Class<?> targetClass, int modifiers)
            throws IllegalAccessException {
        if (override || verifyMemberAccess(caller, memberClass, targetClass, modifiers)) {
            return;
        }
        String msg = caller + " cannot access a member of " + memberClass
                + (inJavaBase(memberClass) ? " (in module java.base)" : "") + " with modifiers \""
                + Modifier.toString(modifiers) + "\"";
        throw new IllegalAccessException(msg);
    }

    static boolean verifyMemberAccess(Class<?> current, Class<?> memberClass, Class<?> targetClass, int modifiers) {
        if (current == memberClass) {
            return true;
        }
        boolean samePackage = current.getPackageName().equals(memberClass.getPackageName());
        if (!Modifier.isPublic(classAccessFlags(memberClass)) && !samePackage) {
            return false;
        }
        if (Modifier.isPublic(modifiers)) {
            return true;
        }
        if (Modifier.isPrivate(modifiers)) {
            return current.getNestHost() == memberClass.getNestHost();
        }
        boolean ok = samePackage || (Modifier.isProtected(modifiers) && memberClass.isAssignableFrom(current));
        if (!ok) {
            return false;
        }
        if (targetClass != null && Modifier.isProtected(modifiers) && targetClass != current && !samePackage) {
            return current.isAssignableFrom(targetClass);
        }
        return true;
    }

    /** The class file's own access flags (not the InnerClasses ones): a nested class is never public here unless declared so at top level. */
    private static int classAccessFlags(Class<?> c) {
        int mods = c.getModifiers();
        if (c.getName().indexOf('$') >= 0 && (mods & Modifier.PROTECTED) != 0) {
            mods |= Modifier.PUBLIC;
        }
        return mods & ~(Modifier.PRIVATE | Modifier.PROTECTED | Modifier.STATIC);
    }
}
