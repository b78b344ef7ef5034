package java.lang;

/** The interface to the running VM (rjvm shim): processors, memory, gc, exit, version. */
public class Runtime {
    private static final Runtime currentRuntime = new Runtime();

    private Runtime() {
    }

    public static Runtime getRuntime() {
        return currentRuntime;
    }

    public native int availableProcessors();

    public native long freeMemory();

    public native long totalMemory();

    public native long maxMemory();

    public native void gc();

    public void exit(int status) {
        System.exit(status);
    }

    public void halt(int status) {
        System.exit(status);
    }

    public void runFinalization() {
    }

    /** The running VM's version: {@code java.runtime.version}, else {@code java.version}. */
    public static Version version() {
        String v = System.getProperty("java.runtime.version");
        return Version.parse(v != null ? v : System.getProperty("java.version"));
    }

    /**
     * A version string {@code $VNUM(-$PRE)?(+$BUILD)?(-$OPT)?} as the JDK parses, compares and
     * prints it (its messages included).
     */
    public static final class Version implements Comparable<Version> {
        private static final java.util.regex.Pattern FORMAT = java.util.regex.Pattern.compile(
                "(?<VNUM>[1-9][0-9]*(?:(?:\\.0)*\\.[1-9][0-9]*)*)(?:-(?<PRE>[a-zA-Z0-9]+))?"
                        + "(?:(?<PLUS>\\+)(?<BUILD>0|[1-9][0-9]*)?)?(?:-(?<OPT>[-a-zA-Z0-9.]+))?");

        private final java.util.List<Integer> version;
        private final java.util.Optional<String> pre;
        private final java.util.Optional<Integer> build;
        private final java.util.Optional<String> optional;

        private Version(java.util.List<Integer> version, java.util.Optional<String> pre,
                java.util.Optional<Integer> build, java.util.Optional<String> optional) {
            this.version = version;
            this.pre = pre;
            this.build = build;
            this.optional = optional;
        }

        /** Parses {@code s}; IllegalArgumentException (with the JDK's message) if malformed. */
        public static Version parse(String s) {
            if (s == null) {
                throw new NullPointerException();
            }
            if (s.isEmpty()) {
                Integer.parseInt(s); // the JDK's NumberFormatException: For input string: ""
            }
            java.util.regex.Matcher m = FORMAT.matcher(s);
            if (!m.matches()) {
                throw new IllegalArgumentException("Invalid version string: '" + s + "'");
            }
            java.util.List<Integer> vnum = new java.util.ArrayList<Integer>();
            for (String part : m.group("VNUM").split("\\.")) {
                vnum.add(Integer.parseInt(part));
            }
            String pre = m.group("PRE");
            String build = m.group("BUILD");
            String opt = m.group("OPT");
            if (m.group("PLUS") != null) {
                if (build == null && opt == null) {
                    throw new IllegalArgumentException(
                            "'+' found with neither build or optional components: '" + s + "'");
                }
            } else if (opt != null && pre == null) {
                throw new IllegalArgumentException(
                        "optional component must be preceded by a pre-release component or '+': '" + s + "'");
            }
            return new Version(java.util.Collections.unmodifiableList(vnum), java.util.Optional.ofNullable(pre),
                    build == null ? java.util.Optional.<Integer>empty() : java.util.Optional.of(Integer.parseInt(build)),
                    java.util.Optional.ofNullable(opt));
        }

        private int element(int i) {
            return i < version.size() ? version.get(i) : 0;
        }

        public int feature() {
            return element(0);
        }

        public int interim() {
            return element(1);
        }

        public int update() {
            return element(2);
        }

        public int patch() {
            return element(3);
        }

        @Deprecated
        public int major() {
            return feature();
        }

        @Deprecated
        public int minor() {
            return interim();
        }

        @Deprecated
        public int security() {
            return update();
        }

        public java.util.List<Integer> version() {
            return version;
        }

        public java.util.Optional<String> pre() {
            return pre;
        }

        public java.util.Optional<Integer> build() {
            return build;
        }

        public java.util.Optional<String> optional() {
            return optional;
        }

        @Override
        public int compareTo(Version obj) {
            return compare(obj, false);
        }

        public int compareToIgnoreOptional(Version obj) {
            return compare(obj, true);
        }

        private int compare(Version obj, boolean ignoreOpt) {
            if (obj == null) {
                throw new NullPointerException();
            }
            int size = Math.min(version.size(), obj.version.size());
            for (int i = 0; i < size; i++) {
                int c = Integer.compare(version.get(i), obj.version.get(i));
                if (c != 0) {
                    return c;
                }
            }
            int c = version.size() - obj.version.size();
            if (c != 0) {
                return c;
            }
            c = comparePre(obj);
            if (c != 0) {
                return c;
            }
            c = Integer.compare(build.orElse(0), obj.build.orElse(0));
            if (c != 0 || ignoreOpt) {
                return c;
            }
            if (optional.isPresent()) {
                return obj.optional.isPresent() ? optional.get().compareTo(obj.optional.get()) : 1;
            }
            return obj.optional.isPresent() ? -1 : 0;
        }

        /** No pre-release sorts after any; numeric ones sort numerically and before others. */
        private int comparePre(Version obj) {
            if (!pre.isPresent()) {
                return obj.pre.isPresent() ? 1 : 0;
            }
            if (!obj.pre.isPresent()) {
                return -1;
            }
            String a = pre.get();
            String b = obj.pre.get();
            boolean an = a.matches("\\d+");
            boolean bn = b.matches("\\d+");
            if (an && bn) {
                return new java.math.BigInteger(a).compareTo(new java.math.BigInteger(b));
            }
            return an ? -1 : bn ? 1 : a.compareTo(b);
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < version.size(); i++) {
                sb.append(i == 0 ? "" : ".").append(version.get(i));
            }
            if (pre.isPresent()) {
                sb.append('-').append(pre.get());
            }
            if (build.isPresent()) {
                sb.append('+').append(build.get());
                if (optional.isPresent()) {
                    sb.append('-').append(optional.get());
                }
            } else if (optional.isPresent()) {
                sb.append(pre.isPresent() ? "-" : "+-").append(optional.get());
            }
            return sb.toString();
        }

        @Override
        public boolean equals(Object obj) {
            return obj instanceof Version && compare((Version) obj, false) == 0;
        }

        public boolean equalsIgnoreOptional(Object obj) {
            return obj instanceof Version && compare((Version) obj, true) == 0;
        }

        @Override
        public int hashCode() {
            int h = 1;
            int p = 17;
            h = p * h + version.hashCode();
            h = p * h + pre.hashCode();
            h = p * h + build.hashCode();
            h = p * h + optional.hashCode();
            return h;
        }
    }
}
